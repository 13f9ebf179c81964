import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { productRichResultProblems } from '../product-rich-result'
import { marketUrl, shopPort, test } from './support'

/**
 * A request on a market host (Node does not resolve *.localhost; the shop reads the Host header).
 */
const get = (request: APIRequestContext, host: string, path: string) =>
  request.get(`http://127.0.0.1:${shopPort}${path}`, {
    headers: { host: `${host}:${shopPort}` },
    maxRedirects: 0,
  })

const origin = (host: string) => `http://${host}:${shopPort}`
const meta = (page: Page, key: string) =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).first()

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, any>)
}

test.describe('SEO of a product landing page (site-chrome §2 "Content pages"; shop-core §9 "Structured data")', () => {
  const host = 'wallart-de.localhost'
  const canonical = `${origin(host)}/leinwanddruck/`

  test('the head carries title, description, robots, canonical, hreflang alternates with x-default and the app deep link', async ({
    page,
  }) => {
    const response = await page.goto(marketUrl(host, '/leinwanddruck/?utm_source=newsletter'))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Leinwanddruck: Dein Foto auf Leinwand | Printhaus')
    await expect(meta(page, 'description')).toHaveAttribute(
      'content',
      /^Foto auf Leinwand drucken lassen/,
    )
    await expect(meta(page, 'robots')).toHaveAttribute('content', 'index, follow')
    // "query parameters only when useQueryParamsInCanonical" (not set on this page)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical)

    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        ),
      )
    expect(alternates).toMatchObject({
      'de-DE': canonical,
      'de-AT': `${origin('wallart-at.localhost')}/leinwanddruck/`,
      'de-CH': `${origin('wallart-ch.localhost')}/leinwanddruck/`,
      'de-LI': `${origin('wallart-li.localhost')}/leinwanddruck/`,
      'en-GB': `${origin('wallart-uk.localhost')}/canvas-prints/`,
      'en-US': `${origin('wallart-com.localhost')}/canvas-prints/`,
      'x-default': canonical,
    })
    // "plus an app deep link" (the wall-art channel has the app)
    await expect(
      page.locator('head link[rel="alternate"][href^="android-app://"]'),
    ).toHaveAttribute(
      'href',
      `android-app://com.printhaus.wallart/http/wallart-de.localhost:${shopPort}/leinwanddruck/`,
    )
  })

  test('every alternate is a live page on its market’s host', async ({ page, request }) => {
    await page.goto(marketUrl(host, '/leinwanddruck/'))
    const hrefs = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const href of hrefs) {
      const url = new URL(href)
      const response = await get(request, url.hostname, url.pathname)
      expect(response.status(), href).toBe(200)
    }
  })

  test('open graph and Twitter tags carry the 1200x627 image as an absolute URL that loads', async ({
    page,
    request,
  }) => {
    await page.goto(marketUrl(host, '/leinwanddruck/'))
    await expect(meta(page, 'og:title')).toHaveAttribute(
      'content',
      'Leinwanddruck: Dein Foto auf Leinwand | Printhaus',
    )
    await expect(meta(page, 'og:description')).toHaveAttribute('content', /^Foto auf Leinwand/)
    await expect(meta(page, 'og:url')).toHaveAttribute('content', canonical)
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website')
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'de_DE')
    await expect(meta(page, 'og:image:width')).toHaveAttribute('content', '1200')
    await expect(meta(page, 'og:image:height')).toHaveAttribute('content', '627')
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
    const image = (await meta(page, 'og:image').getAttribute('content')) ?? ''
    expect(image).toMatch(
      new RegExp(
        `^${origin(host)}/cms-assets/f/\\d+/\\d+x\\d+/\\w+/[\\w-]+\\.jpg/m/1200x627/filters:quality\\(85\\):format\\(webp\\)$`,
      ),
    )
    await expect(meta(page, 'twitter:image')).toHaveAttribute('content', image)
    const loaded = await get(request, host, new URL(image).pathname)
    expect(loaded.status()).toBe(200)
    expect(loaded.headers()['content-type']).toBe('image/webp')
  })

  test('JSON-LD: the organisation with its customer-support contact Monday to Friday, founded 2011, and the breadcrumbs', async ({
    page,
  }) => {
    await page.goto(marketUrl(host, '/leinwanddruck/'))
    const data = await jsonLd(page)
    const organisation = data.find((item) => item['@type'] === 'Organization')
    expect(organisation).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Printhaus',
      url: `${origin(host)}/`,
      foundingDate: '2011',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        hoursAvailable: {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (day) => `https://schema.org/${day}`,
          ),
        },
      },
    })
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${origin(host)}/` },
      { '@type': 'ListItem', position: 2, name: 'Leinwanddruck', item: canonical },
    ])
    // The visible trail matches.
    await expect(
      page
        .getByRole('navigation', { name: 'Brotkrümelnavigation' })
        .getByRole('link', { name: 'Startseite' }),
    ).toHaveAttribute('href', '/')
  })

  test('"additionalSameAsLinks" join the organisation’s sameAs; the card channel has no app link', async ({
    page,
  }) => {
    await page.goto(marketUrl('localhost', '/'))
    const organisation = (await jsonLd(page)).find((item) => item['@type'] === 'Organization')
    expect(organisation?.sameAs).toEqual([
      'https://www.instagram.com/printhaus',
      'https://www.pinterest.com/printhaus',
      'https://www.facebook.com/printhaus',
    ])
    await expect(page.locator('head link[href^="android-app://"]')).toHaveCount(0)
  })

  test('a sublocale page is canonical with its prefix; the desktop platform points to the web page', async ({
    page,
  }) => {
    await page.goto(marketUrl('cards-ch.localhost', '/fr/faq'))
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin('cards-ch.localhost')}/fr/faq`,
    )
    await expect(page.locator('head link[rel="alternate"][hreflang="fr-CH"]')).toHaveAttribute(
      'href',
      `${origin('cards-ch.localhost')}/fr/faq`,
    )
    await page.goto(marketUrl('localhost', '/d/faq'))
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin('localhost')}/faq`,
    )
  })

  test('"Robots directive defaults to no-index, no-follow": error pages are never indexed', async ({
    page,
  }) => {
    const response = await page.goto(marketUrl('localhost', '/gibt-es-nicht-seo'))
    expect(response?.status()).toBe(404)
    await expect(meta(page, 'robots')).toHaveAttribute('content', 'noindex, nofollow')
  })
})

test.describe('Product structured data on product pages (shop-core §9 "Structured data")', () => {
  const markets = [
    ['localhost', 'EUR'],
    ['cards-ch.localhost', 'CHF'],
    ['cards-uk.localhost', 'GBP'],
  ] as const
  const pages = [
    ['a card theme', '/themes/1003', '/themes/1003'],
    [
      'a calendar',
      '/products?designGroupId=300&materialType=wandkalender',
      '/products?designGroupId=300',
    ],
  ] as const
  for (const [host, currency] of markets) {
    for (const [kind, path, canonicalPath] of pages) {
      test(`${kind} in ${host}: a Product with its offers in ${currency}, valid for rich results`, async ({
        page,
        request,
      }) => {
        await page.goto(marketUrl(host, path))
        const product = (await jsonLd(page)).find((entry) => entry['@type'] === 'Product')
        expect(productRichResultProblems(product, { currency })).toEqual([])
        expect(product).toMatchObject({
          url: `${origin(host)}${canonicalPath}`,
          brand: { '@type': 'Organization', name: 'Printhaus' },
          offers: {
            '@type': 'AggregateOffer',
            url: `${origin(host)}${canonicalPath}`,
            availability: 'https://schema.org/InStock',
          },
        })
        // The calculator's price is one of the offers.
        const shown = await page.locator('.calculator .price__current').first().textContent()
        const [, whole, fraction] = /(\d+)[.,](\d{2})/.exec(shown ?? '') ?? []
        const amount = Number(`${whole}.${fraction}`)
        expect(amount).toBeGreaterThanOrEqual(product!.offers.lowPrice)
        expect(amount).toBeLessThanOrEqual(product!.offers.highPrice)
        // The serialised JSON never closes its script early.
        const html = await (await get(request, host, path)).text()
        for (const [, text] of html.matchAll(
          /<script type="application\/ld\+json">(.*?)<\/script>/gs,
        ))
          expect(text).not.toContain('<')
      })
    }
  }
})

test.describe('robots.txt, sitemap.xml and llms.txt per market, cached at the CDN', () => {
  const cdnCached = /^public, .*s-maxage=\d+/

  test('robots.txt keeps crawlers out of accounts, basket and previews and names the market’s sitemap', async ({
    request,
  }) => {
    const response = await get(request, 'cards-ch.localhost', '/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    expect(response.headers()['cache-control']).toMatch(cdnCached)
    const text = await response.text()
    expect(text).toContain('Disallow: /mein-konto')
    expect(text).toContain('Disallow: /fr/mon-compte')
    expect(text).toContain('Disallow: /*?_storyblok=')
    expect(text).toContain(`Sitemap: ${origin('cards-ch.localhost')}/sitemap.xml`)
  })

  test('sitemap.xml lists the domain’s indexable pages of every locale with hreflang alternates', async ({
    request,
  }) => {
    const response = await get(request, 'cards-ch.localhost', '/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    expect(response.headers()['cache-control']).toMatch(cdnCached)
    const xml = await response.text()
    const ch = origin('cards-ch.localhost')
    expect(xml).toContain(`<loc>${ch}/faq</loc>`)
    expect(xml).toContain(`<loc>${ch}/fr/faq</loc>`)
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="de-DE" href="${origin('localhost')}/faq"/>`,
    )
    // No error story, global config, redirect or noindex page.
    expect(xml).not.toMatch(/\/error<|global-config|adventsaktion|block-showcase/)
    // the product pages without a story, at their identifying query, and the accessories page
    expect(xml).toContain(`<loc>${ch}/products?type=photobook&amp;designGroupSetId=4400</loc>`)
    expect(xml).toContain(`<loc>${ch}/fr/products?designGroupId=555</loc>`)
    expect(xml).toContain(`<loc>${ch}/fr/accessoires-cartes</loc>`)
    expect(xml).toContain(`<loc>${ch}/themes/1001</loc>`)
  })

  test('the wall-art sitemap uses the channel’s trailing slashes', async ({ request }) => {
    const xml = await (await get(request, 'wallart-de.localhost', '/sitemap.xml')).text()
    expect(xml).toContain(`<loc>${origin('wallart-de.localhost')}/leinwanddruck/</loc>`)
  })

  test('llms.txt describes the market in its language, with its pages and magazine articles', async ({
    request,
  }) => {
    const response = await get(request, 'localhost', '/llms.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(cdnCached)
    const text = await response.text()
    expect(text).toMatch(/^# Printhaus/)
    expect(text).toContain('## Seiten')
    expect(text).toContain(`(${origin('localhost')}/fotokalender)`)
    expect(text).toContain('## Magazin')
    const french = await (await get(request, 'cards-ch.localhost', '/fr/llms.txt')).text()
    expect(french).toContain(`(${origin('cards-ch.localhost')}/fr/faq)`)
  })
})

test.describe('titles and descriptions of the shop’s own pages, from the page’s translations', () => {
  test('a product page is indexed under its identifying query, without the state chosen on it', async ({
    page,
  }) => {
    await page.goto(
      marketUrl('localhost', '/products?type=photobook&designGroupSetId=4300&laminationType=matt'),
    )
    await expect(meta(page, 'robots')).toHaveAttribute('content', 'index, follow')
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin('localhost')}/products?type=photobook&designGroupSetId=4300`,
    )
    await page.goto(marketUrl('localhost', '/products/calendar'))
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin('localhost')}/products?designGroupId=300`,
    )
  })

  test('a card theme page is described by its theme; account and voucher pages carry their titles', async ({
    page,
  }) => {
    await page.goto(marketUrl('localhost', '/themes/1001'))
    await expect(meta(page, 'description')).toHaveAttribute(
      'content',
      /– Wähle Kartenformat und Anzahl/,
    )
    await expect(page).toHaveTitle(/ \| Printhaus$/)
    await page.goto(marketUrl('localhost', '/mein-konto/anmelden'))
    await expect(page).toHaveTitle('Anmelden | Printhaus')
    // de-AT: the title comes through the fallback chain (de-AT, de-DE, de).
    await page.goto(marketUrl('cards-at.localhost', '/geschenkgutschein'))
    await expect(page).toHaveTitle('Geschenkgutschein | Printhaus')
  })
})
