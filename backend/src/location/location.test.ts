import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocationAnswer, locationPath } from '../../../contracts/location'
import {
  fromAddress,
  getJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
} from '../testing/harness'
import { countryOfAddress, locationRanges } from './routes'

let backend: TestBackend
let defaulted: TestBackend

beforeAll(async () => {
  backend = await startTestBackend()
  defaulted = await startTestBackend({ locationDefault: 'CH' })
})
afterAll(async () => {
  await Promise.all([backend.close(), defaulted.close()])
  removeTempDirs()
})

const locate = (target: TestBackend, headers: Record<string, string> = {}) =>
  getJson(`${target.url}${locationPath}`, { headers })

describe('GET /api/get-location/ (contract: contracts/location.ts)', () => {
  it('answers the country of the address the storefront names, in the contract’s shape', async () => {
    const { status, body, response } = await locate(backend, fromAddress('192.0.2.44'))
    expect(status).toBe(200)
    expect(LocationAnswer.parse(body)).toEqual({ payload: { country: 'CH' } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('an address in no range is a 200 with country null, never an error', async () => {
    const { status, body } = await locate(backend, fromAddress('8.8.8.8'))
    expect(status).toBe(200)
    expect(LocationAnswer.parse(body).payload.country).toBeNull()
  })

  it('without the shared secret the named address does not count: the socket peer (loopback) is located', async () => {
    const { body } = await locate(defaulted, {
      'x-shop-client-address': '198.51.100.7',
      'x-shop-client-secret': 'a-wrong-secret-of-some-length',
    })
    expect(LocationAnswer.parse(body).payload.country).toBe('CH')
  })

  it('loopback is in BACKEND_LOCATION_DEFAULT’s country, or in none without it', async () => {
    expect(LocationAnswer.parse((await locate(defaulted)).body).payload.country).toBe('CH')
    expect(LocationAnswer.parse((await locate(backend)).body).payload.country).toBeNull()
  })

  it('needs no market headers and answers without the trailing slash too', async () => {
    const { status, body } = await getJson(`${backend.url}/api/get-location`, {
      headers: fromAddress('10.1.2.3'),
    })
    expect(status).toBe(200)
    expect(LocationAnswer.parse(body).payload.country).toBe('DE')
  })
})

describe('the address table', () => {
  it('maps documentation and private ranges, IPv4 and IPv6', () => {
    expect(countryOfAddress('198.51.100.1', null)).toBe('FR')
    expect(countryOfAddress('203.0.113.255', null)).toBe('GB')
    expect(countryOfAddress('172.31.0.1', null)).toBe('AT')
    expect(countryOfAddress('172.32.0.1', null)).toBeNull()
    expect(countryOfAddress('192.168.1.1', null)).toBe('NL')
    expect(countryOfAddress('2001:db8::5', null)).toBe('IT')
    expect(countryOfAddress('fd12::1', null)).toBe('ES')
    expect(countryOfAddress('::1', 'AT')).toBe('AT')
    expect(countryOfAddress('127.8.9.10', null)).toBeNull()
    expect(countryOfAddress('unknown', 'AT')).toBeNull()
  })

  it('every entry is a range and a country code the contract accepts', () => {
    for (const [range, country] of Object.entries(locationRanges)) {
      expect(range).toMatch(/^[0-9a-f.:]+\/\d{1,3}$/)
      expect(LocationAnswer.safeParse({ payload: { country } }).success).toBe(true)
    }
  })
})
