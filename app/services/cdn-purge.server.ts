import { surrogateKeyHeader, surrogateKeyValue } from '~/domain/surrogate-keys'
import { env } from './env.server'
import { logEvent } from './logger.server'

/** A proxy that does not answer within this is logged and left alone: the page expires anyway. */
const purgeTimeoutMs = 2_000
/** Longer than a page's render: what began before the content cache dropped is stored by then. */
const renderInFlightMs = 5_000

/**
 * Bans the pages filed under `keys` at every configured caching proxy (`CDN_PURGE_URLS`):
 * one `PURGE` request each, naming the keys in the `Surrogate-Key` header. Idempotent, so every
 * replica may send it; a failure is logged, never thrown (the page still expires by s-maxage).
 */
async function purgeCdn(keys: readonly string[]): Promise<void> {
  const urls = env().CDN_PURGE_URLS
  const value = surrogateKeyValue(keys)
  if (urls.length === 0 || !value) return
  await Promise.all(
    urls.map(async (url) => {
      const started = Date.now()
      try {
        const answer = await fetch(url, {
          method: 'PURGE',
          headers: { [surrogateKeyHeader]: value },
          signal: AbortSignal.timeout(purgeTimeoutMs),
        })
        await answer.arrayBuffer().catch(() => undefined)
        if (!answer.ok) {
          logEvent('warn', 'cdn-purge-failed', { url, keys: value, status: answer.status })
          return
        }
        logEvent('info', 'cdn-purge-sent', { url, keys: value, ms: Date.now() - started })
      } catch (error) {
        logEvent('warn', 'cdn-purge-failed', { url, keys: value, err: String(error) })
      }
    }),
  )
}

/**
 * The purges of a publish, once this replica's content cache dropped: now, and once more after
 * the renders that were under way with the old content (their answers reach the proxy after the
 * first purge) have finished.
 */
export function purgeAfterPublish(
  keys: readonly string[],
  { againAfterMs = renderInFlightMs }: { againAfterMs?: number } = {},
): Promise<void> {
  if (env().CDN_PURGE_URLS.length === 0 || keys.length === 0) return Promise.resolve()
  return purgeCdn(keys).then(
    () =>
      new Promise<void>((done) => {
        setTimeout(() => void purgeCdn(keys).then(done), againAfterMs).unref()
      }),
  )
}
