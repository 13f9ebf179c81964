import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localLoadContext } from './request-context.server'

const shopFetch = vi.fn()
vi.mock('./shop-api.server', async (original) => ({
  ...(await original<typeof import('./shop-api.server')>()),
  shopFetch: (...args: unknown[]) => shopFetch(...args),
}))

const { ShopApiError } = await import('./shop-api.server')
const { marketSwitchPage } = await import('./market-switcher.server')
const { localisedPageContext } = await import('./localised-page.server')

/** The switch page's answer: the thrown redirect's Location, or the page's own status. */
async function follow(
  host: string,
  query: Record<string, string>,
  path = '/land-und-sprache',
): Promise<string | number> {
  try {
    const request = new Request(`http://${host}${path}?${new URLSearchParams(query)}`, {
      headers: { host },
    })
    const page = await marketSwitchPage(
      request,
      await localisedPageContext(request, localLoadContext(), 'market-switch'),
    )
    return page.init?.status ?? 200
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    expect(thrown.status).toBe(302)
    expect(thrown.headers.get('cache-control')).toBe('no-store')
    return thrown.headers.get('location')!
  }
}

let asked = 0
beforeEach(() => {
  shopFetch.mockReset()
  shopFetch.mockImplementation(async ({ query }: { query: { path: string } }) => {
    asked++
    if (query.path === '/fotokalender' || query.path === '/calendrier-photo') {
      return {
        data: {
          payload: {
            path: query.path,
            urls: [
              { locale: 'de-DE', path: '/fotokalender' },
              { locale: 'fr-FR', path: '/calendrier-photo' },
              { locale: 'fr-CH', path: '/calendrier-photo' },
            ],
          },
        },
        status: 200,
        setCookies: [],
      }
    }
    throw new ShopApiError(
      404,
      { message: { text: 'no' }, payload: { errors: {} } },
      '/web-api/localized-urls',
    )
  })
})

describe('market switcher: "leads to the same page in the other market … or to that market\'s home page"', () => {
  it("a content page goes to its counterpart, on the canonical host of the other market (never the request's Host)", async () => {
    expect(
      await follow('localhost:3000', { country: 'FR', language: 'fr', from: '/fotokalender' }),
    ).toBe('http://cards-fr.localhost:3000/calendrier-photo')
    expect(
      await follow('cards-de.localhost:3000', {
        country: 'CH',
        language: 'fr',
        from: '/fotokalender',
      }),
    ).toBe('http://cards-ch.localhost:3000/fr/calendrier-photo')
    expect(
      await follow(
        'cards-ch.localhost:3000',
        { country: 'DE', language: 'de', from: '/fr/calendrier-photo' },
        '/fr/pays-et-langue',
      ),
    ).toBe('http://localhost:3000/fotokalender')
  })

  it('no counterpart, or an unknown page, leads to the home page of the chosen market', async () => {
    expect(
      await follow('localhost:3000', { country: 'IT', language: 'it', from: '/fotokalender' }),
    ).toBe('http://cards-it.localhost:3000/')
    expect(
      await follow('localhost:3000', { country: 'FR', language: 'fr', from: '/fotobox' }),
    ).toBe('http://cards-fr.localhost:3000/')
  })

  it('shop pages need no call: localised paths change language, same-path pages keep path and query, home stays home', async () => {
    const before = asked
    expect(
      await follow('localhost:3000', {
        country: 'BE',
        language: 'fr',
        from: '/mein-konto/merkliste',
      }),
    ).toBe('http://cards-be.localhost:3000/fr/mon-compte/liste-de-souhaits')
    expect(
      await follow('localhost:3000', {
        country: 'CH',
        language: 'it',
        from: '/themes/1001?quantity=50',
      }),
    ).toBe('http://cards-ch.localhost:3000/it/themes/1001?quantity=50')
    expect(await follow('localhost:3000', { country: 'GB', language: 'en', from: '/d/' })).toBe(
      'http://cards-uk.localhost:3000/d',
    )
    expect(asked).toBe(before)
  })

  it("falls back to the country's own language, and never leaves the shop for a foreign `from`", async () => {
    expect(await follow('localhost:3000', { country: 'CH', language: 'nl', from: '/' })).toBe(
      'http://cards-ch.localhost:3000/',
    )
    expect(await follow('localhost:3000', { country: 'FR', from: '//evil.example/x' })).toBe(
      'http://cards-fr.localhost:3000/',
    )
    expect(await follow('localhost:3000', { country: 'FR', from: 'https://evil.example/' })).toBe(
      'http://cards-fr.localhost:3000/',
    )
  })

  it('without a choice it is a page (200), with an unknown country a 400 page', async () => {
    expect(await follow('localhost:3000', { from: '/fotokalender' })).toBe(200)
    expect(await follow('localhost:3000', { country: 'XX', from: '/' })).toBe(400)
  })
})
