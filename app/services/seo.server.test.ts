import { describe, expect, it } from 'vitest'
import { productRichResultProblems } from '../../test/product-rich-result'
import { localLoadContext, requestContext } from './request-context.server'
import { contentPageMeta, productPageJsonLd } from './seo.server'
import type { Story } from './content.server'
import type { GlobalConfig } from './global-config.server'
import type { ProductPageData } from './products-page.server'
import type { CalculatorData } from '~/domain/calculator-data'
import type { CalculatorProduct } from '~/domain/calculator-format'

const story = (title: string) =>
  ({
    id: 1,
    name: 'Leinwand',
    full_slug: 'wallart/de-de/leinwanddruck',
    alternates: [],
    content: {
      component: 'page',
      title,
      description: 'Foto auf Leinwand',
      robots: 'index, follow',
    },
  }) as unknown as Story
const globalConfig = { header: {} } as unknown as GlobalConfig
const context = (url: string) =>
  requestContext(new Request(url, { headers: { host: new URL(url).host } }), localLoadContext())
describe("a content page's head tags, built on the server for each request", () => {
  it('names the story, the URL and the config they are made for', () => {
    const page = story('Leinwanddruck')
    const at = (url: string, s = page) =>
      contentPageMeta({ story: s, context: context(url), globalConfig })
    expect(at('http://wallart-de.localhost/leinwanddruck/')[0]).toEqual({ title: 'Leinwanddruck' })
    expect(at('http://wallart-de.localhost/leinwanddruck/', story('Neu'))[0]).toEqual({
      title: 'Neu',
    })
  })

  it('a preview is never indexed', () => {
    const page = story('Vorschau')
    const text = contentPageMeta({
      story: page,
      context: context('http://wallart-de.localhost/leinwanddruck/'),
      globalConfig,
      preview: true,
    })
    expect(text).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    const published = contentPageMeta({
      story: page,
      context: context('http://wallart-de.localhost/leinwanddruck/'),
      globalConfig,
    })
    expect(published).not.toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
  })
})

describe("a product page's Product structured data, for each kind of product page", () => {
  const price = (priceCurrent: number) => ({ priceCurrent, priceOriginal: priceCurrent })
  const experiments = { layout: false, topDeal: false, portrait: false, acrylicPrices: false }
  const calculatorOf = (product: CalculatorProduct, prices: number[]) =>
    ({
      blocks: {
        b: {
          uid: 'b',
          product,
          materials: [
            {
              value: 'm',
              label: 'M',
              formats: prices.map((_, index) => `f${index}`),
              initialFormat: 'f0',
              prices: Object.fromEntries(
                prices.map((amount, index) => [`f${index}`, price(amount)]),
              ),
            },
          ],
          moreFormats: [],
          labels: [],
          fromPrices: false,
          selection: { material: 'm', format: 'f0' },
          frameType: null,
          context: {},
        },
      },
      experiments,
    }) as unknown as CalculatorData
  const page = (
    product: CalculatorProduct,
    prices: number[],
    more: Partial<ProductPageData> = {},
  ) =>
    ({ product, calculator: calculatorOf(product, prices), themes: [], ...more }) as ProductPageData
  const tile = {
    id: '300',
    name: 'Natur',
    image: '/f/1/300x300/a/tile.jpg',
    href: '/x',
    selected: true,
    note: '',
  }
  const kinds: [string, string, ProductPageData][] = [
    [
      'calendar',
      '/products?designGroupId=300&materialType=wandkalender',
      page('calendar', [19.99, 29.99], {
        designGroups: { tiles: [tile] } as ProductPageData['designGroups'],
      }),
    ],
    ['photo book', '/products?type=photobook', page('photobook', [7.99, 79.99])],
    ['collage', '/products?type=collage&designId=7', page('collage', [14.95], { name: 'Herz' })],
    ['photo box', '/products?photoboxType=photobox', page('photobox', [17.99, 69.99])],
    ['prints', '/products?photoboxType=photoprint', page('photoprint', [0.19, 0.29])],
    ['card theme', '/themes/1003', page('card', [1.49, 3560], { name: 'Sommerfest' })],
    [
      'photo frame',
      '/products?frameType=holzrahmen',
      {
        product: 'photoframe',
        calculator: null,
        themes: [],
        photoFrame: {
          currency: 'CHF',
          article: { sku: 'a', summary: '', format: '', price: price(29.68), framePrice: null },
          formatGroups: [
            {
              group: 'g',
              label: 'G',
              from: price(29.68),
              formats: [
                { value: '30x40', label: '', checked: true, price: price(29.68) },
                { value: '50x70', label: '', checked: false, price: price(71.68) },
              ],
            },
          ],
        },
      } as unknown as ProductPageData,
    ],
  ]

  it.each(kinds)(
    '%s: a Product Google accepts for rich results, in the market currency',
    (_, path, data) => {
      const at = context(`http://cards-ch.localhost${path}`)
      const [product] = productPageJsonLd(data, at, {
        name: 'name' in data && data.name ? data.name : 'Produkt',
        description: 'Beschreibung',
        url: `http://cards-ch.localhost${path}`,
      })
      expect(productRichResultProblems(product, { currency: 'CHF' })).toEqual([])
      expect(product).toMatchObject({ url: expect.stringMatching(/^http:\/\/cards-ch\.localhost/) })
    },
  )

  it('a page without a price (the shop API failed) has no Product', () => {
    const at = context('http://cards-de.localhost/products?type=photobook')
    expect(
      productPageJsonLd(page('photobook', []), at, {
        name: 'Fotobuch',
        url: 'http://cards-de.localhost/products?type=photobook',
      }),
    ).toEqual([])
    const frame = {
      ...kinds[6]![2],
      photoFrame: { ...(kinds[6]![2] as ProductPageData).photoFrame!, article: null },
    } as ProductPageData
    expect(
      productPageJsonLd(frame, at, {
        name: 'Bilderrahmen',
        url: 'http://cards-de.localhost/products?frameType=alurahmen',
      }),
    ).toEqual([])
  })
})
