import { closeFlagClient } from './flags.server'
import { logger } from './logger.server'

let installed = false

/**
 * Graceful shutdown on SIGTERM/SIGINT. remix-serve stops accepting connections and lets
 * in-flight requests finish; here the flag client is closed and the logs flushed, and the
 * process exits at the latest after SHUTDOWN_TIMEOUT_MS.
 */
export function installShutdownHandlers(timeoutMs: number): void {
  if (installed) return
  installed = true
  const shutdown = (signal: string) => {
    logger.info({ event: 'shutdown', signal, timeoutMs }, 'shutdown')
    setTimeout(() => {
      logger.flush()
      process.exit(0)
    }, timeoutMs).unref()
    void closeFlagClient().finally(() => logger.flush())
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}
