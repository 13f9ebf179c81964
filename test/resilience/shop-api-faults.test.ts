/**
 * Faults survived: the shop API down, slow past the timeout, answering 500
 * (or 503, 429), malformed JSON or the wrong shape. Content and product pages still answer
 * 200 with the anonymous header, the calculator shows "Not available", forms keep what the
 * shopper typed and show a translated try-again message, and nothing answers 500.
 *
 * The storefront runs from the production build behind a fault proxy (SHOP_API_URL) with a
 * 1.5 s shop API timeout (short, yet long enough for a loaded CI machine). Prices are cached per
 * market, so every fault is looked at on a
 * wall-art market no earlier request has warmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contains,
  cookiesOf,
  getPage,
  htmlText,
  postForm,
  problemsOf,
  translation,
  visibleHtml,
  type RawResponse,
} from './support/http'
import { startStack, type Stack } from './support/stack'
import type { Fault } from './support/fault-proxy'

let stack: Stack
let sessionCookie = ''
const customer = {
  firstName: 'Resilia',
  lastName: 'Faultline',
  email: 'resilia@example.com',
  password: 'correct-horse-battery',
}

const host = (name: string) => `${name}.localhost:${stack.shop.port}`
const page = (path: string, name = 'cards-de', cookie?: string) =>
  getPage(stack.shop.url, path, { host: host(name), ...(cookie ? { cookie } : {}) })

function expectClean(response: RawResponse) {
  expect(
    problemsOf(response, { internalAddresses: stack.internalAddresses }),
    `${response.status} ${response.text.slice(0, 300)}`,
  ).toEqual([])
}

/** The header of a shopper nobody knows: the login item, not the customer's name. */
function expectAnonymousHeader(response: RawResponse, language = 'de') {
  expect(
    contains(response.text, htmlText(translation(language, 'chrome', 'header.login'))),
  ).toMatchObject({ ok: true })
  expect(contains(response.text, customer.firstName).ok).toBe(false)
}

/** The rendered body: no head (titles may name prices), no script data. */
const body = (html: string) => visibleHtml(html.slice(html.indexOf('<body')))
/** Formatted prices (12,34 € · CHF 12.34 · £12.34 · $12.34) on the rendered page. */
const priceCount = (html: string) =>
  (body(html).match(/\d+[,.]\d\d(?:&nbsp;|\s)?(?:€|CHF)|(?:[£$]|CHF)\s?\d+[.,]\d\d/g) ?? []).length
/** How often the page says "Not available" (in its language). */
const notAvailableCount = (html: string, language: string) =>
  body(html).split(htmlText(translation(language, 'product', 'calculator.notAvailable'))).length - 1

beforeAll(async () => {
  // Sign-up waits longer than other calls; here it gives up before the slow answer too.
  stack = await startStack({
    shopApiTimeoutMs: 1_500,
    shopEnv: { SHOP_API_SIGN_UP_TIMEOUT_MS: '3000' },
  })
  const signUp = await fetch(`${stack.backend.url}/web-api/customer-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-channel': 'cards-DE', 'x-locale': 'de-DE' },
    body: JSON.stringify(customer),
  })
  expect(signUp.status).toBe(200)
  sessionCookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  expect(sessionCookie).toMatch(/^shop_session=/)
})

afterAll(async () => {
  if (process.env.REL_DEBUG) console.log(stack?.shop.tail(120))
  await stack?.stop()
})

describe('healthy shop API (the baseline every fault is compared with)', () => {
  it('the logged-in shopper sees their name; the calculator shows prices', async () => {
    const home = await page('/', 'cards-de', sessionCookie)
    expect(home.status).toBe(200)
    expect(contains(home.text, customer.firstName)).toMatchObject({ ok: true })
    expectClean(home)
    const product = await page('/leinwanddruck/', 'wallart-de')
    expect(product.status).toBe(200)
    expect(priceCount(product.text)).toBeGreaterThan(5)
    expect(notAvailableCount(product.text, 'de')).toBe(0)
    expectClean(product)
  })
})

type Case = {
  name: string
  fault: Fault | 'down'
  market: string
  productPath: string
  language: string
}
const cases: Case[] = [
  {
    name: 'down (connection refused)',
    fault: 'down',
    market: 'wallart-at',
    productPath: '/leinwanddruck/',
    language: 'de',
  },
  {
    name: 'dropping connections',
    fault: { kind: 'reset' },
    market: 'wallart-ch',
    productPath: '/leinwanddruck/',
    language: 'de',
  },
  {
    name: 'slow past the timeout',
    fault: { kind: 'slow', delayMs: 4_000 },
    market: 'wallart-li',
    productPath: '/leinwanddruck/',
    language: 'de',
  },
  {
    name: 'answering 500',
    fault: { kind: 'status', status: 500 },
    market: 'wallart-fr',
    productPath: '/impression-sur-toile/',
    language: 'fr',
  },
  {
    name: 'answering 503',
    fault: { kind: 'status', status: 503 },
    market: 'wallart-uk',
    productPath: '/canvas-prints/',
    language: 'en',
  },
  {
    name: 'answering 429',
    fault: { kind: 'status', status: 429, headers: { 'retry-after': '1' } },
    market: 'wallart-it',
    productPath: '/stampa-su-tela/',
    language: 'it',
  },
  {
    name: 'answering malformed JSON',
    fault: { kind: 'malformed' },
    market: 'wallart-nl',
    productPath: '/afdruk-op-canvas/',
    language: 'nl',
  },
  {
    name: 'answering the wrong shape',
    fault: { kind: 'wrong-shape' },
    market: 'wallart-es',
    productPath: '/impresion-sobre-lienzo/',
    language: 'es',
  },
]

/** The forms of the account pages (German paths on cards-de) and what a shopper typed. */
const forms: { name: string; path: string; fields: Record<string, string>; kept: string[] }[] = [
  {
    name: 'login',
    path: '/mein-konto/anmelden',
    fields: { email: 'typed-login@example.com', password: 'whatever-1234' },
    kept: ['typed-login@example.com'],
  },
  {
    name: 'sign-up',
    path: '/mein-konto/registrieren',
    fields: {
      firstName: 'Tippfried',
      lastName: 'Eingabe',
      email: 'typed-signup@example.com',
      password: 'long-enough-pw',
    },
    kept: ['Tippfried', 'Eingabe', 'typed-signup@example.com'],
  },
  {
    name: 'password reset',
    path: '/mein-konto/passwort-vergessen',
    fields: { email: 'typed-reset@example.com' },
    kept: ['typed-reset@example.com'],
  },
  {
    name: 'newsletter',
    path: '/newsletter',
    fields: { email: 'typed-news@example.com', recaptchaToken: 'test-captcha-token' },
    kept: ['typed-news@example.com'],
  },
]

describe.each(cases)('shop API $name', ({ fault, market, productPath, language }) => {
  beforeAll(async () => {
    if (fault === 'down') await stack.proxies.shop.down()
    else {
      stack.proxies.shop.set('/web-api', fault)
      stack.proxies.shop.set('/price-api', fault)
    }
  })
  afterAll(async () => {
    stack.proxies.shop.heal()
    await stack.proxies.shop.up()
  })

  it('content pages answer 200 with the anonymous header (a failed customer-data call is ignored)', async () => {
    const home = await page('/', 'cards-de', sessionCookie)
    expect(home.status).toBe(200)
    expectAnonymousHeader(home)
    expectClean(home)
    const content = await page('/fotokalender', 'cards-de', sessionCookie)
    expect(content.status).toBe(200)
    expectAnonymousHeader(content)
    expectClean(content)
  })

  it('product pages answer 200 and the calculator says "Not available" instead of prices', async () => {
    const product = await page(productPath, market)
    expect(product.status).toBe(200)
    expectAnonymousHeader(product, language)
    // Every format of the calculator, the selection summary: at least five times.
    expect(notAvailableCount(product.text, language)).toBeGreaterThanOrEqual(5)
    expectClean(product)
    const products = await page('/products?photoboxType=small', 'cards-de', sessionCookie)
    expect(products.status).toBeLessThan(500)
    expectClean(products)
  })

  it('an article page answers 503, not 404: the shop API could not say the article is unknown', async () => {
    const article = await page('/products/?sku=wallart-acrylglas-20x30', market)
    expect(article.status).toBe(503)
    expect(String(article.headers['cache-control'])).toMatch(/no-store/)
    const title = htmlText(translation(language, 'common', 'error.unavailable'))
    expect(contains(article.text, `<title>${title}</title>`)).toMatchObject({ ok: true })
  })

  it('forms keep what the shopper typed and show the translated "try again" message; never a 500', async () => {
    const message = htmlText(translation('de', 'account', 'form.genericError'))
    for (const form of forms) {
      const answer = await postForm(stack.shop.url, form.path, form.fields, {
        host: host('cards-de'),
      })
      expect([429, 503], `${form.name}: ${answer.status}`).toContain(answer.status)
      expect(answer.headers['content-type'], form.name).toContain('text/html')
      expect(
        contains(answer.text, message),
        `${form.name} shows the try-again message`,
      ).toMatchObject({ ok: true })
      for (const value of form.kept)
        expect(contains(answer.text, value), `${form.name} keeps ${value}`).toMatchObject({
          ok: true,
        })
      expect(
        contains(answer.text, 'whatever-1234').ok,
        `${form.name} never echoes a password`,
      ).toBe(false)
      expect(contains(answer.text, 'long-enough-pw').ok).toBe(false)
      expect(
        cookiesOf(answer).some((cookie) => cookie.startsWith('shop_session=')),
        form.name,
      ).toBe(false)
      expectClean({ ...answer, status: 200 })
    }
  })
})

describe('recovery: the shop API back, no restart of the storefront', () => {
  it('the shopper is recognised again, prices come back on a market not cached before, and forms work', async () => {
    const home = await page('/', 'cards-de', sessionCookie)
    expect(home.status).toBe(200)
    expect(contains(home.text, customer.firstName)).toMatchObject({ ok: true })
    const product = await page('/canvas-prints/', 'wallart-com')
    expect(product.status).toBe(200)
    expect(priceCount(product.text)).toBeGreaterThan(5)
    expect(notAvailableCount(product.text, 'en')).toBe(0)
    const login = await postForm(
      stack.shop.url,
      '/mein-konto/anmelden',
      { email: customer.email, password: customer.password },
      { host: host('cards-de') },
    )
    expect(login.status).toBe(303)
    expect(cookiesOf(login).some((cookie) => cookie.startsWith('shop_session='))).toBe(true)
  })
})

describe('a connection dropped once (a kept-alive socket the shop API closed as it was reused)', () => {
  it('a GET is tried once more: the product page has its prices; the dropped calls were asked again', async () => {
    stack.proxies.shop.clearHits()
    stack.proxies.shop.set('/web-api', { kind: 'reset' }, { times: 1 })
    stack.proxies.shop.set('/price-api', { kind: 'reset' }, { times: 1 })
    const product = await page('/impression-sur-toile/', 'wallart-lu')
    stack.proxies.shop.heal()
    expect(product.status).toBe(200)
    expect(priceCount(product.text)).toBeGreaterThan(5)
    expect(notAvailableCount(product.text, 'fr')).toBe(0)
    expectClean(product)
    const hits = stack.proxies.shop.hits()
    const dropped = hits.filter((hit) => hit.fault === 'reset')
    expect(dropped).toHaveLength(2)
    for (const drop of dropped)
      expect(
        hits.some((hit) => hit.fault === 'pass' && hit.path === drop.path && hit.at >= drop.at),
        drop.path,
      ).toBe(true)
  })

  it('a POST is not sent twice: the form keeps what was typed and asks to try again', async () => {
    stack.proxies.shop.clearHits()
    stack.proxies.shop.set('/web-api', { kind: 'reset' }, { times: 1 })
    const login = await postForm(
      stack.shop.url,
      '/mein-konto/anmelden',
      { email: 'typed-once@example.com', password: 'whatever-1234' },
      { host: host('cards-de') },
    )
    stack.proxies.shop.heal()
    expect(login.status).toBe(503)
    expect(
      contains(login.text, htmlText(translation('de', 'account', 'form.genericError'))),
    ).toMatchObject({ ok: true })
    expect(contains(login.text, 'typed-once@example.com')).toMatchObject({ ok: true })
    expectClean({ ...login, status: 200 })
    const posts = stack.proxies.shop.hits().filter((hit) => hit.method === 'POST')
    expect(posts.map((hit) => hit.fault)).toEqual(['reset'])
  })
})
