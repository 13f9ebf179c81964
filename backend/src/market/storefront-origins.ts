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
 * Each market's storefront origin for links in e-mails (ADR 019), from the storefront's own
 * host table (`config/hosts.json` format): protocol, first host, and the entry's port or, for
 * http hosts, the port of `STOREFRONT_URL`. Throws with the file's name when it is unusable.
 */
export function readStorefrontOrigins(file: string, storefrontUrl: string): Map<string, string> {
  let table: { markets?: HostEntry[] }
  try {
    table = JSON.parse(readFileSync(file, 'utf8')) as { markets?: HostEntry[] }
  } catch (error) {
    throw new Error(
      `STOREFRONT_HOSTS_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const localPort = new URL(storefrontUrl).port
  const origins = new Map<string, string>()
  for (const entry of table.markets ?? []) {
    const host = Array.isArray(entry.hosts) ? entry.hosts[0] : undefined
    if (
      typeof entry.channel !== 'string' ||
      typeof entry.tld !== 'string' ||
      typeof host !== 'string' ||
      !/^[a-z0-9.-]+$/i.test(host)
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
      `${protocol}://${host.toLowerCase()}${isDefault ? '' : `:${port}`}`,
    )
  }
  return origins
}

/**
 * The storefront origin a market's e-mail links go to; `fallback` (STOREFRONT_URL) when the table
 * has none.
 */
export function storefrontUrlFor(
  origins: ReadonlyMap<string, string>,
  fallback: string,
  market: Pick<Market, 'channel' | 'country'>,
): string {
  return origins.get(`${market.channel}:${tldOfCountry(market.country)}`) ?? fallback
}
