import { randomBytes } from 'node:crypto'
import { languageOf } from '~/domain/market'
import { captchaBootWarning, env } from './env.server'
import { closeFlagClient, flagClient } from './flags.server'
import { flushThrottledLogs, logConsoleOutput, logEvent, logger } from './logger.server'
import { HostTableError, hostTable, isMarketHost, resolveMarket } from './market.server'
import { publishWebhookPath } from './publish-webhook.server'
import { loadContextFor, type ConnectionFacts } from './request-context.server'
import { securityHeaders } from './security-headers.server'
import type { AppLoadContext } from '@remix-run/node'

/**
 * What the app offers the production server (`server/`). `entry.server.tsx` exports
 * the value of `bootApp()` as `serverHooks`; the server reads it from the build
 * (`build.entry.module.serverHooks`) instead of duplicating configuration or rules.
 */
export type ServerHooks = {
  /**
   * Resolves once the boot work is done (the flag client ready, or given up on after its timeout).
   */
  ready: Promise<void>
  /**
   * Registers the server's part of a graceful shutdown: stop accepting and let in-flight
   * requests finish. The lifecycle runs it first on SIGTERM/SIGINT, then closes the flag
   * client, flushes the logs and exits; one signal handler for the whole process.
   */
  onShutdown(drain: (deadline: number) => Promise<void>): void
  /** Remix's load context of one request, from what Express knows of it (`getLoadContext`). */
  loadContext(facts: ConnectionFacts): AppLoadContext
  /** Express's `trust proxy` setting: who may name the client (`TRUSTED_PROXIES`). */
  trustProxy: false | number | string[]
  /**
   * The security headers of a page the server answers itself (it has no scripts; the nonce keeps
   * the CSP the pages' one).
   */
  securityHeaders(): Record<string, string>
  /** Whether an Origin's host (name and port) is one of this deployment's market hosts. */
  isMarketHost(host: string): boolean
  /** POST paths that prove their sender with a signature, not with Origin (the publish webhook). */
  signedPaths: readonly string[]
  /**
   * The language (`de`, `fr` …) and home path (`/`, `/fr/`) of the market a URL belongs to, for the
   * server's own error pages.
   */
  marketPageOf(url: string, host: string): { language: string; home: string }
  trustForwardedHost: boolean
  logEvent: typeof logEvent
}

let hooks: ServerHooks | undefined
const drains: Array<(deadline: number) => Promise<void>> = []

/**
 * The app's boot, run once when the server build is loaded (entry.server.tsx): validates the
 * configuration and the host table (either invalid stops the process with a message naming
 * the problem, before the server listens), starts the flag client and installs the shutdown
 * handlers.
 */
export function bootApp(): ServerHooks {
  if (hooks) return hooks
  const { SHUTDOWN_TIMEOUT_MS, TRUST_FORWARDED_HOST, TRUSTED_PROXIES } = env()
  try {
    hostTable()
  } catch (error) {
    if (!(error instanceof HostTableError)) throw error
    console.error(
      `Invalid configuration:\n  ${error.message}\nSee .env.example (HOSTS_FILE) and config/hosts.json.`,
    )
    process.exit(1)
  }
  logConsoleOutput()
  const captchaOff = captchaBootWarning()
  if (captchaOff) logEvent('warn', 'newsletter-off-no-captcha', { detail: captchaOff })
  const ready = flagClient().then(() => undefined)
  installShutdownHandlers(SHUTDOWN_TIMEOUT_MS)
  hooks = {
    ready,
    onShutdown: (drain) => void drains.push(drain),
    loadContext: loadContextFor,
    trustProxy: TRUSTED_PROXIES,
    securityHeaders: () => securityHeaders({ nonce: randomBytes(16).toString('base64') }),
    isMarketHost,
    signedPaths: [publishWebhookPath],
    marketPageOf(url, host) {
      try {
        const resolution = resolveMarket(new Request(url, { headers: { host } }))
        if (resolution.kind !== 'market') return { language: 'de', home: '/' }
        const { locale, sublocalePrefix } = resolution.market
        return {
          language: languageOf(locale),
          home: sublocalePrefix ? `/${sublocalePrefix}/` : '/',
        }
      } catch {
        return { language: 'de', home: '/' }
      }
    },
    trustForwardedHost: TRUST_FORWARDED_HOST,
    logEvent,
  }
  return hooks
}

let installed = false

/**
 * Graceful shutdown on SIGTERM/SIGINT, within `timeoutMs`: the production server's drain
 * (stop accepting, let in-flight requests finish) runs first, then the flag client is closed,
 * the logs flushed and the process exits (1 when the deadline cut a request short). Without a
 * registered drain (another server, e.g. remix-serve, which closes its listener itself), the
 * process ends by itself once idle, or at the deadline.
 */
export function installShutdownHandlers(timeoutMs: number): void {
  if (installed) return
  installed = true
  let shuttingDown = false
  const shutdown = (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    const deadline = Date.now() + timeoutMs
    logger.info({ event: 'shutdown', signal, timeoutMs }, 'shutdown')
    setTimeout(() => {
      logEvent('warn', 'shutdown-timeout', { timeoutMs, message: 'in-flight work was cut short' })
      logger.flush()
      process.exit(drains.length > 0 ? 1 : 0)
    }, timeoutMs).unref()
    if (drains.length === 0) {
      void closeFlagClient().finally(() => {
        flushThrottledLogs()
        logger.flush()
      })
      return
    }
    void Promise.allSettled(drains.map((drain) => drain(deadline)))
      .then(async (results) => {
        const cut = results.flatMap((result) =>
          result.status === 'rejected' ? [String(result.reason)] : [],
        )
        for (const message of cut) logEvent('warn', 'shutdown-timeout', { timeoutMs, message })
        await closeFlagClient()
        return cut.length > 0 ? 1 : 0
      })
      .then((code) => {
        flushThrottledLogs()
        logger.info({ event: 'shutdown-complete', signal, code }, 'shutdown-complete')
        logger.flush()
        process.exit(code)
      })
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}
