import { beforeAll, describe, expect, it } from 'vitest'
import { marketFor } from '~/domain/market'
import { referenceBackend } from './support/backend'

/**
 * The storefront's search client against the reference backend: the answer parsed with the shared
 * contract, its paths as links of the market (prefixes, the wall-art trailing slash).
 */
referenceBackend({ contentDir: 'backend/content' })
let search: typeof import('~/services/search.server')

beforeAll(async () => {
  search = await import('~/services/search.server')
})

describe('searchShop', () => {
  it('answers the market’s results as links, the corrected query when a word was misspelt', async () => {
    const outcome = await search.searchShop(
      marketFor('cards', 'de', 'de-DE', 'web'),
      'Hochzeitskartn',
    )
    expect(outcome).toMatchObject({ ok: true, correctedQuery: 'hochzeitskarten' })
    if (outcome.ok)
      expect(outcome.items[0]).toMatchObject({ kind: 'product', href: '/hochzeitskarten' })
  })

  it('adds the sublocale prefix and the wall-art trailing slash', async () => {
    const outcome = await search.searchShop(marketFor('wallart', 'ch', 'fr-CH', 'web'), 'toile', 5)
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.items.length).toBeGreaterThan(0)
    expect(outcome.items.length).toBeLessThanOrEqual(5)
    for (const item of outcome.items) expect(item.href).toMatch(/^\/fr\/[^?]*\/(\?|$)/)
  })
})
