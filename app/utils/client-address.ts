const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export function isIPv4(value: string): boolean {
  return ipv4.test(value)
}

/** An IPv6 address in its usual text forms (hex groups, one `::`, an IPv4 tail). */
export function isIPv6(value: string): boolean {
  if (value.length > 45 || !value.includes(':') || !/^[0-9a-fA-F:.]+$/.test(value)) return false
  const doubles = value.split('::').length - 1
  if (doubles > 1) return false
  const tail = value.slice(value.lastIndexOf(':') + 1)
  const v4 = tail.includes('.')
  if (v4 && !isIPv4(tail)) return false
  const head = v4 ? value.slice(0, value.lastIndexOf(':') + 1) + '0' : value
  const groups = head.split(':')
  const filled = groups.filter((group) => group !== '')
  if (!filled.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) return false
  const count = filled.length + (v4 ? 1 : 0)
  return doubles === 1 ? count <= 7 : count === 8 && groups.length === 8
}

/**
 * Which proxies in front of the storefront may name the client: none (the socket
 * peer is the client), a hop count (that many proxies append to X-Forwarded-For), or a list
 * of proxy addresses and IPv4 ranges (`10.0.0.0/8`) skipped from the right.
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] }

/**
 * Parses `TRUSTED_PROXIES`: empty or `0`, a hop count (1–10), or a comma list; undefined when
 * invalid.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | undefined {
  const text = (value ?? '').trim()
  if (text === '' || text === '0') return { kind: 'none' }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops >= 1 && hops <= 10 ? { kind: 'hops', hops } : undefined
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0 || !entries.every(isProxyEntry)) return undefined
  return { kind: 'list', entries: entries.map((entry) => normaliseAddress(entry)) }
}

function isProxyEntry(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/')
  if (rest.length > 0 || !address) return false
  if (bits === undefined) return isIPv4(normaliseAddress(address)) || isIPv6(address)
  return isIPv4(address) && /^\d{1,2}$/.test(bits) && Number(bits) <= 32
}

/** `::ffff:1.2.3.4` is `1.2.3.4`. */
export function normaliseAddress(address: string): string {
  const lower = address.trim().toLowerCase()
  return lower.startsWith('::ffff:') && isIPv4(lower.slice(7)) ? lower.slice(7) : lower
}

function ipv4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0)
}

function isTrusted(address: string, entries: string[]): boolean {
  return entries.some((entry) => {
    const [base, bits] = entry.split('/')
    if (bits === undefined) return base === address
    if (!isIPv4(address)) return false
    const shift = 32 - Number(bits)
    return (
      Math.floor(ipv4Number(address) / 2 ** shift) === Math.floor(ipv4Number(base!) / 2 ** shift)
    )
  })
}

/**
 * The client's address: the socket peer, unless trusted proxies stand in front, in which
 * case X-Forwarded-For is read from the right past them. Entries a shopper put further left
 * are never reached; an entry that is no address stops the walk at the last trusted hop.
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string {
  const socket = normaliseAddress(peer)
  if (trusted.kind === 'none' || !forwardedFor) return socket
  const chain = [...forwardedFor.split(',').map((hop) => normaliseAddress(hop)), socket]
  if (trusted.kind === 'hops') {
    // The peer is the last proxy; each further proxy appended the address it saw.
    for (let i = chain.length - 1, skipped = 0; i >= 0; i--, skipped++) {
      const hop = chain[i]!
      if (!isIPv4(hop) && !isIPv6(hop)) return chain[i + 1] ?? socket
      if (skipped === trusted.hops || i === 0) return hop
    }
    return socket
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!
    if (!isIPv4(hop) && !isIPv6(hop)) return chain[i + 1] ?? socket
    if (!isTrusted(hop, trusted.entries) || i === 0) return hop
  }
  return socket
}
