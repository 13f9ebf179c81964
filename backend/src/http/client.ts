import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

/**
 * The shopper's address. The backend listens on loopback behind the storefront, so a
 * loopback peer is a trusted proxy: its `X-Forwarded-For` is read from the right, and the
 * first address that is not loopback is the client. Any other peer is the client itself.
 */
export function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? 'unknown'
  if (!isLoopback(peer)) return normalise(peer)
  const header = req.headers['x-forwarded-for']
  const value = Array.isArray(header) ? header.join(',') : header
  if (!value) return normalise(peer)
  const hops = value
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop) !== 0)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (!isLoopback(hop)) return normalise(hop)
  }
  return normalise(peer)
}

/** Whether the shopper reached the storefront over https (cookies get `Secure`). */
export function isSecureRequest(req: IncomingMessage): boolean {
  const header = req.headers['x-forwarded-proto']
  const value = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase()
  return value === 'https'
}
