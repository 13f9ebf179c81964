/**
 * The calls a module's contract test makes: a GET with a market's headers, and a refusal checked
 * against the shop's error shape (the status, a message, the fields it names).
 */
import { afterAll, beforeAll, expect } from 'vitest'
import { ShopErrorAnswer } from '../../../contracts/prices'
import { getJson, removeTempDirs, startTestBackend, type TestBackend } from './harness'

export type MarketHeaders = Record<string, string>

/** A channel and locale as the storefront sends them (`cards`, `de-CH` → cards-CH, de-CH). */
export const marketHeaders = (
  channel: 'cards' | 'wallart',
  locale: string,
): { 'x-channel': string; 'x-locale': string } => ({
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

/**
 * A module test's backend: started before the file's tests (with `options`), closed after them,
 * and its temp dirs removed; `backend()` is the running one, `get` and `expectRefused` call it in
 * `market` by default.
 */
export function contractBackend(
  market: MarketHeaders,
  options: Parameters<typeof startTestBackend>[0] = {},
) {
  let running: TestBackend | undefined
  beforeAll(async () => {
    running = await startTestBackend(options)
  })
  afterAll(async () => {
    await running?.close()
    removeTempDirs()
  })
  const backend = (): TestBackend => {
    if (!running) throw new Error('The test backend is not running.')
    return running
  }
  return { backend, ...contractCalls(() => backend().url, market) }
}
