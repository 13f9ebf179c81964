/**
 * URL safety (shop-core §2, §5): external URLs need an explicit opt-in, unsafe protocols
 * are rejected, fetch request URLs never begin with '//'.
 */

const safeProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const unsafeScheme = /^(?:javascript|data|vbscript):/

/** Undoes the encodings a link may hide a scheme behind: percent and HTML character references. */
function decoded(value: string): string {
  let current = value
  for (let round = 0; round < 5; round++) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
        String.fromCodePoint(Number.parseInt(hex, 16)),
      )
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;|&newline;/gi, '')
      .replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    if (next === current) return current
    current = next
  }
  return current
}

/** The scheme as a browser would see it: without whitespace and control characters, lower case. */
function hidesUnsafeScheme(href: string): boolean {
  const squeezed = decoded(href).replace(
    // eslint-disable-next-line no-control-regex -- control characters are what this rejects
    /[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g,
    '',
  )
  return unsafeScheme.test(squeezed.toLowerCase())
}

/** Relative to the current origin: '/x', 'x', '#a', '?q' but not '//host' or '/\host'. */
function isRelative(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href.trim()) && isSafeRequestUrl(href)
}

/**
 * The href if a link may carry it, else undefined: relative links and http, https,
 * mailto and tel URLs; never javascript:, data: or vbscript:, however disguised.
 */
export function safeHref(href: string): string | undefined {
  if (hidesUnsafeScheme(href)) return undefined
  if (isRelative(href)) return href
  try {
    return safeProtocols.has(new URL(href).protocol) ? href : undefined
  } catch {
    return undefined
  }
}

export type ExternalUrlPolicy = {
  /** The explicit opt-in an external URL needs. */
  allowExternal: boolean
  /** When given, only these host names (exact, lower case) are allowed. */
  allowedHosts?: readonly string[]
}

/** Whether a redirect or link target may be followed: same-origin paths always, external http(s) URLs only when opted in. */
export function isSafeExternalUrl(
  url: string,
  { allowExternal, allowedHosts }: ExternalUrlPolicy,
): boolean {
  if (hidesUnsafeScheme(url)) return false
  if (isRelative(url)) return true
  if (!allowExternal) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
  return allowedHosts === undefined || allowedHosts.includes(parsed.hostname)
}

/**
 * "Fetch request URLs must not begin with '//'" (nor with a backslash, which URL parsers read as a
 * slash).
 */
export function isSafeRequestUrl(url: string): boolean {
  // URL parsers drop tabs and line breaks anywhere (WHATWG URL): `/\t/host` is `//host`.
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  return !/^[\u0000-\u0020]*[/\\]{2}/.test(url.replace(/[\t\n\r]/g, ''))
}
