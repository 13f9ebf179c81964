/**
 * The calls a module's contract test makes: a GET with a market's headers, and a refusal checked
 * against the shop's error shape (the status, a message, the fields it names).
 */
import { expect } from 'vitest'
import { ShopErrorAnswer } from '../../../contracts/prices'
import { getJson } from './harness'

export type MarketHeaders = Record<string, string>

/** A channel and locale as the storefront sends them (`cards`, `de-CH` → cards-CH, de-CH). */
export const marketHeaders = (channel: 'cards' | 'wallart', locale: string): MarketHeaders => ({
  'x-channel': `${channel}-${locale.slice(3)}`,
  'x-locale': locale,
})

/** GETs against the backend `url()` names (started in a `beforeAll`), in `market` by default. */
export function contractCalls(url: () => string, market: MarketHeaders) {
  const get = (path: string, headers: MarketHeaders = market) =>
    getJson(`${url()}${path}`, { headers })
  async function expectRefused(
    path: string,
    status: 400 | 404,
    field?: string,
    headers: MarketHeaders = market,
  ) {
    const { status: actual, body } = await get(path, headers)
    expect(actual, path).toBe(status)
    const error = ShopErrorAnswer.parse(body)
    expect(error.message.text).not.toBe('')
    if (field) expect(Object.keys(error.payload.errors), path).toContain(field)
    return error
  }
  return { get, expectRefused }
}
