import { BlockList, isIP } from 'node:net'
import { locationPath, type LocationAnswer } from '../../../contracts/location'
import { json } from '../http/reply'
import ranges from './ranges.json'
import type { BackendModule } from '../app'

/**
 * The reference backend's address table: documentation and private ranges stand in for a
 * geolocation database, so tests and local runs can be anywhere by naming an address.
 */
export const locationRanges: Readonly<Record<string, string>> = ranges

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** One list per range, in the table's order: the first match wins. */
function compile(table: Readonly<Record<string, string>>): [BlockList, string][] {
  return Object.entries(table).map(([range, country]) => {
    const [network = '', bits = ''] = range.split('/')
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4'
    const list = new BlockList()
    list.addSubnet(network, Number(bits), family)
    return [list, country]
  })
}

const compiled = compile(locationRanges)

/**
 * The country of an address: its range in the table, the configured default for loopback (the
 * storefront on the same machine), else null.
 */
export function countryOfAddress(address: string, loopbackCountry: string | null): string | null {
  const version = isIP(address)
  if (version === 0) return null
  const family = version === 6 ? 'ipv6' : 'ipv4'
  if (loopback.check(address, family)) return loopbackCountry
  return compiled.find(([list]) => list.check(address, family))?.[1] ?? null
}

/**
 * `GET /api/get-location/`: the country of the shopper the storefront names, or
 * `country: null`. Per address, so no cache may keep it.
 */
export const locationModule: BackendModule = {
  name: 'location',
  register(router, app) {
    router.get(locationPath, (ctx) => {
      const answer: LocationAnswer = {
        payload: { country: countryOfAddress(ctx.clientAddress, app.settings.locationDefault) },
      }
      return json(200, answer, { 'cache-control': 'private, no-store' })
    })
  },
}
