import { refreshCacheVersion } from './content.server'
import { env } from './env.server'

type Check = 'ok' | 'unreachable'

/** Whether the content API and the shop API answer, each within two seconds. */
export async function checkUpstreams(): Promise<{ content: Check; shopApi: Check }> {
  const [content, shopApi] = await Promise.all([
    withTimeout(refreshCacheVersion().then(() => 'ok' as const)),
    withTimeout(
      fetch(new URL('/healthz', env().SHOP_API_URL), { signal: AbortSignal.timeout(2_000) }).then(
        (response) => (response.ok ? ('ok' as const) : ('unreachable' as const)),
      ),
    ),
  ])
  return { content, shopApi }
}

async function withTimeout(check: Promise<Check>): Promise<Check> {
  const timeout = new Promise<Check>((resolve) =>
    setTimeout(() => resolve('unreachable'), 2_000).unref(),
  )
  return Promise.race([check, timeout]).catch(() => 'unreachable' as const)
}
