import { clientAddressOf } from '~/utils/client-address'
import { env } from './env.server'
import { socketPeer } from './request-scope.server'

/**
 * The shopper's address: the socket peer, or, behind the proxies `TRUSTED_PROXIES`
 * names, the address they recorded in X-Forwarded-For. Outside the production server (unit
 * tests) there is no peer: `unknown`, one shared bucket.
 */
export function shopperAddress(request: Request): string {
  const peer = socketPeer()
  if (!peer) return 'unknown'
  return clientAddressOf(peer, request.headers.get('x-forwarded-for'), env().TRUSTED_PROXIES)
}

/**
 * The headers that name the shopper's address to the shop API, with the shared secret that makes it
 * count.
 */
export function clientAddressHeaders(address: string | null | undefined): Record<string, string> {
  if (!address || address === 'unknown') return {}
  return { 'x-shop-client-address': address, 'x-shop-client-secret': env().CLIENT_ADDRESS_SECRET }
}
