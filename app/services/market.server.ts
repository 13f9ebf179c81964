import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import {
  channels,
  foreignTldForPrefix,
  localeForPrefix,
  marketFor,
  tldNames,
  tlds,
  type Channel,
  type Market,
  type Tld,
} from '~/domain/market'
import { parsePathPrefixes, withPathPrefixes, type PathPrefixes } from '~/domain/paths'
import { env } from './env.server'

const HostEntrySchema = z.object({
  channel: z.enum(channels),
  tld: z.enum(tldNames),
  protocol: z.enum(['http', 'https']),
  /** Host names without port; the first is canonical and used in every absolute URL. */
  hosts: z.array(z.string().min(1)).min(1),
  /** The public port, when not the protocol's; local http hosts default to the shop's `PORT`. */
  port: z.number().int().min(1).max(65_535).optional(),
})
const HostTableSchema = z.object({
  defaultMarket: z.object({ channel: z.enum(channels), tld: z.enum(tldNames) }),
  markets: z.array(HostEntrySchema).min(1),
})
export type HostEntry = z.infer<typeof HostEntrySchema>
type HostTable = {
  byHost: Map<string, HostEntry>
  byMarket: Map<string, HostEntry>
  fallback: HostEntry
}

let table: HostTable | undefined

/** A host table that cannot be used; its message names the file and what is wrong with it. */
export class HostTableError extends Error {
  override name = 'HostTableError'
}

/** Reads and validates the host table file, or throws a HostTableError that says why not. */
function readHostTable(file: string, source: string): z.infer<typeof HostTableSchema> {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new HostTableError(
      `${source} ${file} cannot be read (${code === 'ENOENT' ? 'no such file' : (code ?? String(error))})`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new HostTableError(`${source} ${file} is not valid JSON (${(error as Error).message})`)
  }
  const result = HostTableSchema.safeParse(json)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`,
    )
    throw new HostTableError(
      `${source} ${file} is not a host table: ${problems.slice(0, 5).join('; ')}`,
    )
  }
  return result.data
}

/**
 * The host table: `config/hosts.json`, or the file named by HOSTS_FILE. Read once, at boot
 * (`bootApp`, lifecycle.server.ts): a missing or invalid file stops the process there with a
 * HostTableError's message instead of failing every request.
 */
export function hostTable(): HostTable {
  if (table) return table
  // Relative to the working directory: the repository (or /app in the container).
  const configured = env().HOSTS_FILE
  const file = resolve(configured ?? 'config/hosts.json')
  const parsed = readHostTable(file, configured ? 'HOSTS_FILE' : 'The host table')
  const enabled = new Set(env().ENABLED_CHANNELS)
  const markets = parsed.markets.filter((entry) => enabled.has(entry.channel))
  const byHost = new Map<string, HostEntry>()
  const byMarket = new Map<string, HostEntry>()
  for (const entry of markets) {
    for (const host of entry.hosts) byHost.set(host.toLowerCase(), entry)
    byMarket.set(marketKey(entry.channel, entry.tld), entry)
  }
  const fallback =
    byMarket.get(marketKey(parsed.defaultMarket.channel, parsed.defaultMarket.tld)) ?? markets[0]
  if (!fallback)
    throw new HostTableError(
      `${file} enables no market of ENABLED_CHANNELS (${[...enabled].join(', ')})`,
    )
  table = { byHost, byMarket, fallback }
  return table
}

function marketKey(channel: Channel, tld: Tld) {
  return `${channel}:${tld}`
}

/** The request's host without port, lower-cased; X-Forwarded-Host only when trusted. */
function requestHost(request: Request): { name: string; port?: string } {
  const forwarded = env().TRUST_FORWARDED_HOST ? request.headers.get('x-forwarded-host') : null
  const raw = (forwarded?.split(',')[0] ?? request.headers.get('host') ?? '').trim().toLowerCase()
  const match = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(raw)
  if (!match?.[1]) return { name: '' }
  return match[2] ? { name: match[1], port: match[2] } : { name: match[1] }
}

export type MarketResolution =
  | { kind: 'market'; market: Market; prefixes: PathPrefixes; origin: string; entry: HostEntry }
  | { kind: 'redirect'; location: string; status: 301 | 302 | 308 }

/**
 * The market of a request, from the Host and the path only (never a cookie or
 * Accept-Language: the same URL renders the same page for everyone). An unknown host
 * falls back to the default market and never appears in an absolute URL.
 */
export function resolveMarket(request: Request): MarketResolution {
  const url = new URL(request.url)
  const host = requestHost(request)
  const { byHost, fallback } = hostTable()
  const entry = byHost.get(host.name) ?? fallback
  // The configured origin only: the request's Host port never reaches an absolute URL.
  const origin = originOf(entry)
  // A path starting with slashes and a backslash ('/\…', '//%5C…') is no page of ours, and
  // React Router's server rendering throws "Invalid URL" on it (a 500): the error page.
  if (/^(?:\/|\\|%5c)*(?:\\|%5c)/i.test(url.pathname)) {
    return {
      kind: 'redirect',
      status: 302,
      location: `/error?${new URLSearchParams({ path: `${url.pathname}${url.search}` })}`,
    }
  }
  const prefixes = parsePathPrefixes(url.pathname)
  const locale = localeForPrefix(entry.tld, prefixes.prefix)

  if (!locale) {
    const foreign = foreignTldForPrefix(entry.tld, prefixes.prefix)
    const target = foreign ? hostTable().byMarket.get(marketKey(entry.channel, foreign)) : undefined
    if (target) {
      // Same path on the other domain; a prefix that is that domain's default is dropped
      // there anyway, so leave it out rather than redirect twice.
      const isDefault =
        localeForPrefix(target.tld, undefined) === localeForPrefix(target.tld, prefixes.prefix)
      const path = isDefault
        ? withPathPrefixes({ desktop: prefixes.desktop, rest: prefixes.rest })
        : url.pathname
      return { kind: 'redirect', status: 302, location: `${originOf(target)}${path}${url.search}` }
    }
    // Unknown prefix: the error page, told which path was asked for.
    return {
      kind: 'redirect',
      status: 302,
      location: `/error?${new URLSearchParams({ path: `${url.pathname}${url.search}` })}`,
    }
  }
  if (prefixes.prefix && locale === tlds[entry.tld].defaultLocale) {
    // The default locale has no prefix: one URL per page.
    const { prefix: _dropped, ...unprefixed } = prefixes
    return {
      kind: 'redirect',
      status: 301,
      location: `${withPathPrefixes(unprefixed)}${url.search}`,
    }
  }
  const market = marketFor(entry.channel, entry.tld, locale, prefixes.desktop ? 'desktop' : 'web')
  return { kind: 'market', market, prefixes, origin, entry }
}

/**
 * A market's origin from the host table alone: its port, else for local http hosts
 * the port the shop listens on (so absolute URLs work on one machine), never the request's.
 */
export function originOf(entry: HostEntry): string {
  const port = entry.port ?? (entry.protocol === 'http' ? env().PORT : undefined)
  const isDefault = port === undefined || (entry.protocol === 'http' ? port === 80 : port === 443)
  return `${entry.protocol}://${entry.hosts[0]}${isDefault ? '' : `:${port}`}`
}

/** The canonical origin of another market of this deployment, for alternates and switchers. */
export function originForMarket(channel: Channel, tld: Tld): string | undefined {
  const entry = hostTable().byMarket.get(marketKey(channel, tld))
  return entry ? originOf(entry) : undefined
}

/**
 * Every market host of this deployment as a CSP source, for `form-action`: the market
 * switcher's form is answered with a redirect to another market. Local http
 * hosts carry the port of whatever the shop listens on.
 */
export function formActionOrigins(): string[] {
  return [...hostTable().byMarket.values()].map(
    (entry) => `${entry.protocol}://${entry.hosts[0]}${entry.protocol === 'http' ? ':*' : ''}`,
  )
}

/**
 * Whether `host` (name and optional port, as in an Origin) is one of this deployment's market
 * hosts: the production server's cross-site check accepts those besides the request's own host.
 */
export function isMarketHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d{1,5}$/, '')
  return hostTable().byHost.has(name)
}
