import { env } from './env.server'

/**
 * The headers that name the shopper's address (the load context's `clientAddress`) to the shop
 * API, with the shared secret that makes it count.
 */
export function clientAddressHeaders(address: string | null | undefined): Record<string, string> {
  if (!address || address === 'unknown') return {}
  return { 'x-shop-client-address': address, 'x-shop-client-secret': env().CLIENT_ADDRESS_SECRET }
}
