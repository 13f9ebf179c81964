import { expect } from '@playwright/test'
import { currencyOf, languageOf } from '../../app/domain/market'
import { cartWord, currencySign, inBrowser, markets } from '../markets'
import { marketUrl, shopPort, test } from './support'

test.describe('every market renders its home page (shop-core §3: 17 locales, two channels)', () => {
  test('there are 34 markets', () => {
    expect(markets).toHaveLength(34)
    expect(inBrowser).toHaveLength(4)
  })

  for (const market of inBrowser) {
    test(`${market.channel} ${market.locale}: lang, currency and a translated header`, async ({
      page,
    }) => {
      const response = await page.goto(marketUrl(market.host, `${market.prefix}/`))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', market.locale)
      const price = page.locator('.price').first()
      await expect(price).toContainText(currencySign[currencyOf(market.locale)])
      await expect(page.locator('header').first()).toContainText(
        cartWord[languageOf(market.locale)] as RegExp,
      )
    })
  }
})

test.describe('path rules (shop-core §2) over HTTP', () => {
  const get = (request: import('@playwright/test').APIRequestContext, host: string, path: string) =>
    request.get(`http://127.0.0.1:${shopPort}${path}`, {
      headers: { host: `${host}:${shopPort}` },
      maxRedirects: 0,
    })

  test('"An unknown prefix redirects to /error"', async ({ request }) => {
    const response = await get(request, 'localhost', '/xy/fotokalender')
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/error?path=%2Fxy%2Ffotokalender')
  })

  test('"A prefix that belongs to another top-level domain redirects externally to the matching host with the same path"', async ({
    request,
  }) => {
    const response = await get(request, 'wallart-de.localhost', '/nl/afdruk-op-canvas/?a=1')
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe(
      `http://wallart-nl.localhost:${shopPort}/afdruk-op-canvas/?a=1`,
    )
  })

  test('"trailing-slash handling, which applies on one channel only": wall art adds it, cards leave the path alone', async ({
    request,
  }) => {
    const wallart = await get(request, 'wallart-de.localhost', '/leinwanddruck?x=1')
    expect(wallart.status()).toBe(301)
    expect(wallart.headers().location).toBe('/leinwanddruck/?x=1')
    const cards = await get(request, 'localhost', '/fotokalender')
    expect(cards.status()).toBe(200)
  })

  test('"A path starting with /configurator- that has no locale query parameter gets one added"', async ({
    request,
  }) => {
    const response = await get(
      request,
      'cards-ch.localhost',
      '/fr/configurator-calendar?designId=7',
    )
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/fr/configurator-calendar?designId=7&locale=fr-CH')
    const done = await get(
      request,
      'cards-ch.localhost',
      '/fr/configurator-calendar?designId=7&locale=fr-CH',
    )
    expect(done.status()).toBe(200)
  })

  test('the payment methods and business customers pages are content; the applications moved to their own prefixes', async ({
    request,
  }) => {
    const payment = await get(request, 'cards-fr.localhost', '/paiement')
    expect(payment.status()).toBe(200)
    expect(await payment.text()).toContain('<title>Moyens de paiement')
    const business = await get(request, 'wallart-de.localhost', '/geschaeftskunden/')
    expect(business.status()).toBe(200)
    expect(await business.text()).toContain('<title>Geschäftskunden')
    const checkout = await get(request, 'cards-fr.localhost', '/paiement/livraison?etape=2')
    expect(checkout.status()).toBe(301)
    expect(checkout.headers().location).toBe('/finaliser-commande/livraison?etape=2')
    const portal = await get(request, 'cards-ch.localhost', '/fr/geschaeftskunden/angebote')
    expect(portal.status()).toBe(301)
    expect(portal.headers().location).toBe('/fr/geschaeftskundenportal/angebote')
    expect((await get(request, 'cards-fr.localhost', '/finaliser-commande')).status()).toBe(200)
  })

  test('"/themes/{id} needs a non-empty id; otherwise 404 Page Not Found: {path}"', async ({
    page,
  }) => {
    const response = await page.goto('/themes/')
    expect(response?.status()).toBe(404)
    await expect(page.locator('.error-page > h1')).toContainText('/themes/')
  })

  test('the desktop marker d in either order selects the desktop platform', async ({ request }) => {
    for (const path of ['/fr/d/', '/d/fr/']) {
      const response = await get(request, 'cards-ch.localhost', path)
      expect(response.status(), path).toBe(200)
      expect(await response.text()).toContain('lang="fr-CH"')
    }
  })

  test('a single unknown segment is a 404, never the home page', async ({ request }) => {
    const response = await get(request, 'localhost', '/kaffeemaschine')
    expect(response.status()).toBe(404)
  })

  test('a hostile Host or X-Forwarded-Host gets the default market and no absolute URL with that host', async ({
    request,
  }) => {
    const attempts: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: `localhost:${shopPort}`, 'x-forwarded-host': 'evil.example' },
    ]
    for (const headers of attempts) {
      const response = await request.get(`http://127.0.0.1:${shopPort}/`, { headers })
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('lang="de-DE"')
      expect(html).not.toContain('evil.example')
    }
    const redirect = await request.get(`http://127.0.0.1:${shopPort}/fr/x`, {
      headers: { host: 'evil.example' },
      maxRedirects: 0,
    })
    expect(redirect.headers().location ?? '').not.toContain('evil')
  })
})
