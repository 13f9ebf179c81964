import { timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { IncomingMessage } from 'node:http'

/** The header the storefront names the shopper's address in. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'
/** The header proving the request comes from the storefront: the shared `CLIENT_ADDRESS_SECRET`. */
export const CLIENT_SECRET_HEADER = 'x-shop-client-secret'
/** The embedded default; a deployment sets its own on both sides. */
export const DEFAULT_CLIENT_ADDRESS_SECRET = 'local-client-address-secret-change-me'

function normalise(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The shopper's address. The storefront derives it (its trusted-proxy setting) and
 * names it in `X-Shop-Client-Address`, which counts only with the shared secret beside it;
 * `X-Forwarded-For` is never read, so a shopper cannot choose their own throttle bucket.
 * Without the secret the socket peer is the client.
 */
export function clientAddress(
  req: IncomingMessage,
  secret: string = DEFAULT_CLIENT_ADDRESS_SECRET,
): string {
  const peer = normalise(req.socket.remoteAddress ?? 'unknown')
  if (!sameSecret(headerOf(req, CLIENT_SECRET_HEADER), secret)) return peer
  const named = headerOf(req, CLIENT_ADDRESS_HEADER)?.trim()
  return named && isIP(named) !== 0 ? normalise(named) : peer
}

/**
 * The group an address's limits count in: an IPv4 address alone, an IPv6 address by its
 * /64, which one subscriber usually gets whole, so rotating through it buys no extra attempts.
 */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address
  const plain = address.split('%')[0]!.toLowerCase()
  const [head = '', tail] = plain.split('::') as [string, string | undefined]
  const words = (part: string | undefined) =>
    part ? part.split(':').flatMap((word) => (word.includes('.') ? ['0', '0'] : [word])) : []
  const front = words(head)
  const back = words(tail)
  const filled =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back]
  const prefix = filled.slice(0, 4).map((word) => Number.parseInt(word, 16).toString(16))
  return `${prefix.join(':')}::/64`
}

/** Whether the shopper reached the storefront over https (cookies get `Secure`). */
export function isSecureRequest(req: IncomingMessage): boolean {
  const header = req.headers['x-forwarded-proto']
  const value = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase()
  return value === 'https'
}
