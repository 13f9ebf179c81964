import { readFileSync } from 'node:fs'
import type { Market } from './markets'

/** The shop's TLD of a country, as the host table names it: `co.uk` for GB, `com` for the US. */
export function tldOfCountry(country: string): string {
  const upper = country.toUpperCase()
  return upper === 'GB' ? 'co.uk' : upper === 'US' ? 'com' : upper.toLowerCase()
}

type HostEntry = {
  channel?: unknown
  tld?: unknown
  protocol?: unknown
  hosts?: unknown
  port?: unknown
}

/**
 * Each market's storefront origins for links in e-mails, from the storefront's own
 * host table (`config/hosts.json` format): protocol, every host (the first is the market's
 * default), and the entry's port or, for http hosts, the port of `STOREFRONT_URL`. Throws with
 * the file's name when it is unusable.
 */
export function readStorefrontOrigins(
  file: string,
  storefrontUrl: string,
): Map<string, readonly string[]> {
  let table: { markets?: HostEntry[] }
  try {
    table = JSON.parse(readFileSync(file, 'utf8')) as { markets?: HostEntry[] }
  } catch (error) {
    throw new Error(
      `STOREFRONT_HOSTS_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const localPort = new URL(storefrontUrl).port
  const origins = new Map<string, readonly string[]>()
  for (const entry of table.markets ?? []) {
    const hosts: unknown[] = Array.isArray(entry.hosts) ? entry.hosts : []
    if (
      typeof entry.channel !== 'string' ||
      typeof entry.tld !== 'string' ||
      hosts.length === 0 ||
      !hosts.every((host) => typeof host === 'string' && /^[a-z0-9.-]+$/i.test(host))
    ) {
      throw new Error(
        `STOREFRONT_HOSTS_FILE ${file}: every market needs a channel, a tld and a host name`,
      )
    }
    const protocol = entry.protocol === 'http' ? 'http' : 'https'
    const port =
      typeof entry.port === 'number' ? String(entry.port) : protocol === 'http' ? localPort : ''
    const isDefault = !port || (protocol === 'http' ? port === '80' : port === '443')
    origins.set(
      `${entry.channel}:${entry.tld}`,
      (hosts as string[]).map(
        (host) => `${protocol}://${host.toLowerCase()}${isDefault ? '' : `:${port}`}`,
      ),
    )
  }
  return origins
}

/**
 * The storefront origin a market's e-mail links go to: the host the shopper asked on (the
 * storefront's `Referer`) when it is one of the market's, else the market's first host;
 * `fallback` (STOREFRONT_URL) when the table has none.
 */
export function storefrontUrlFor(
  origins: ReadonlyMap<string, readonly string[]>,
  fallback: string,
  market: Pick<Market, 'channel' | 'country'>,
  referer?: string,
): string {
  const own = origins.get(`${market.channel}:${tldOfCountry(market.country)}`) ?? []
  const asked = hostnameOf(referer)
  return own.find((origin) => hostnameOf(origin) === asked) ?? own[0] ?? fallback
}

function hostnameOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return null
  }
}

/** The storefront page a shop API request came from (the storefront sends it as `Referer`). */
export function refererOf(ctx: { req: { headers: { referer?: string | undefined } } }) {
  return ctx.req.headers.referer
}
