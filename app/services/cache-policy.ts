import { surrogateKeyHeader, surrogateKeyValue } from '~/domain/surrogate-keys'
import type { HeadersFunction } from '@remix-run/node'

/**
 * Cache-Control per response, from what it depended on. Loaders say what they
 * used through their own Cache-Control header; the route's `headers` keeps the strictest
 * of the whole route tree, so a child can never make a customer page public.
 */
/**
 * How long the CDN keeps an anonymous page (s-maxage); set once at boot from
 * CDN_PAGE_MAX_AGE_SECONDS.
 */
let pageSMaxAge = 300

/** Sets the s-maxage of public pages (the server's configuration, at boot). */
export function setPublicPageMaxAge(seconds: number): void {
  pageSMaxAge = seconds
}

export const cacheControl = {
  /**
   * Anonymous content and product pages: the CDN may keep them 5 minutes (by default), serve stale
   * a day.
   */
  get publicPage(): string {
    return `public, max-age=0, s-maxage=${pageSMaxAge}, stale-while-revalidate=86400, stale-if-error=86400`
  },
  /** 404s: briefly, so a typo storm does not reach the origin, but a new page shows up soon. */
  notFound: 'public, max-age=0, s-maxage=60',
  /** Anything with the customer, a set cookie, a preview or a non-default flag. */
  private: 'private, no-store',
  /** Errors and redirects that depend on configuration or upstream health. */
  noStore: 'no-store',
} as const

const strictness = (value: string | null): number => {
  if (!value) return 0
  if (/\bprivate\b/.test(value)) return 3
  if (/\bno-store\b/.test(value)) return 2
  return 1
}

/** The most restrictive of several Cache-Control values (private > no-store > public). */
export function strictestCacheControl(
  ...values: (string | null | undefined)[]
): string | undefined {
  let chosen: string | undefined
  for (const value of values) {
    if (value && strictness(value) > strictness(chosen ?? null)) chosen = value
  }
  return chosen
}

/**
 * The `headers` export of every page route: the strictest Cache-Control of this route's
 * loader, its parents and an error (an error's own policy wins unless the page is private:
 * a 404 stays briefly cacheable). Remix itself passes every Set-Cookie of loaders, actions,
 * errors and parents on; copying them here too would send each twice.
 */
export const pageHeaders: HeadersFunction = ({
  loaderHeaders,
  parentHeaders,
  errorHeaders,
  actionHeaders,
}) => {
  const headers = new Headers()
  const sources = [parentHeaders, loaderHeaders, actionHeaders, errorHeaders].filter(
    (h): h is Headers => Boolean(h),
  )
  // remix-serve's fetch polyfill (no single fetch) has Headers without getSetCookie.
  const cookies = sources.flatMap((source) =>
    typeof source.getSetCookie === 'function'
      ? source.getSetCookie()
      : source.get('Set-Cookie')
        ? [source.get('Set-Cookie') as string]
        : [],
  )
  let chosen =
    cookies.length > 0
      ? cacheControl.private
      : strictestCacheControl(...sources.map((s) => s.get('Cache-Control')))
  const errorPolicy = errorHeaders?.get('Cache-Control')
  if (errorPolicy && chosen && !/\bprivate\b/.test(chosen)) chosen = errorPolicy
  if (chosen) headers.set('Cache-Control', chosen)
  // Every header any part of the page varied on (the edge's experiment arms).
  const vary = new Set(
    sources.flatMap((source) =>
      (source.get('Vary') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  )
  if (vary.size > 0) headers.set('Vary', [...vary].join(', '))
  // The stories every part of the page rendered: a publish purges exactly these pages.
  const keys = surrogateKeyValue(
    sources.flatMap((source) => (source.get(surrogateKeyHeader) ?? '').split(' ')),
  )
  if (keys) headers.set(surrogateKeyHeader, keys)
  // A throttled form's wait reaches the shopper's browser too.
  const retryAfter = actionHeaders?.get('Retry-After')
  if (retryAfter && /^\d{1,6}$/.test(retryAfter)) headers.set('Retry-After', retryAfter)
  return headers
}
