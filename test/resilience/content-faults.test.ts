/**
 * Faults survived: the content API answering 429 (retried as the spec says),
 * 5xx, nonsense, or down. Pages in the storefront's cache are still served; a page never
 * cached gives the error page with 503 (not a crash); recovery is automatic when the
 * upstream returns. The storefront is the production build behind a fault proxy
 * (STORYBLOK_ENDPOINT). The stale path (an entry past its freshness) is covered in-process
 * in content-stale.test.ts, where the clock can be moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contains,
  getPage,
  htmlText,
  problemsOf,
  translation,
  type RawResponse,
} from './support/http'
import { startStack, type Stack } from './support/stack'
import type { Fault } from './support/fault-proxy'

let stack: Stack
const host = () => `localhost:${stack.shop.port}`
const page = (path: string) => getPage(stack.shop.url, path, { host: host() })

function expectClean(response: RawResponse) {
  expect(
    problemsOf(response, { internalAddresses: stack.internalAddresses }),
    `${response.status} ${response.text.slice(0, 200)}`,
  ).toEqual([])
}

/** The site-wide error page for 503: status, the translated heading, never cached. */
function expectUnavailablePage(response: RawResponse, language = 'de') {
  expect(response.status).toBe(503)
  expect(response.headers['content-type']).toContain('text/html')
  expect(
    contains(response.text, htmlText(translation(language, 'common', 'error.unavailable'))),
  ).toMatchObject({ ok: true })
  expect(response.headers['cache-control']).toMatch(/no-store/)
  expectClean({ ...response, status: 200 })
}

/** Pages asked for while the content API was healthy: in the storefront's cache afterwards. */
const cachedPages = ['/', '/fotokalender', '/faq']

beforeAll(async () => {
  stack = await startStack({ shopEnv: { STORYBLOK_CV_REFRESH_SECONDS: '5' } })
  for (const path of [...cachedPages, '/gibt-es-nicht']) await page(path)
})

afterAll(async () => {
  if (process.env.REL_DEBUG) console.log(stack?.shop.tail(80))
  await stack?.stop()
})

type Case = { name: string; fault: Fault | 'down'; neverCached: string }
const cases: Case[] = [
  { name: 'answering 500', fault: { kind: 'status', status: 500 }, neverCached: '/bilderbox' },
  {
    name: 'answering 502',
    fault: { kind: 'status', status: 502, body: 'Bad gateway' },
    neverCached: '/fotobox',
  },
  {
    name: 'answering 503',
    fault: { kind: 'status', status: 503 },
    neverCached: '/magazin/fotokalender-gestalten-tipps',
  },
  { name: 'down (connection refused)', fault: 'down', neverCached: '/fotoabzuege' },
  {
    name: 'dropping connections',
    fault: { kind: 'reset' },
    neverCached: '/component-fallback-demo',
  },
  {
    name: 'answering malformed JSON',
    fault: { kind: 'malformed' },
    neverCached: '/block-showcase',
  },
  {
    name: 'answering the wrong shape',
    fault: { kind: 'wrong-shape' },
    neverCached: '/ab-test-demo',
  },
]

describe.each(cases)('content API $name', ({ fault, neverCached }) => {
  beforeAll(async () => {
    if (fault === 'down') await stack.proxies.content.down()
    else stack.proxies.content.set('/v2/cdn', fault)
  })
  afterAll(async () => {
    stack.proxies.content.heal()
    await stack.proxies.content.up()
  })

  it('pages in the cache are still served (200, with their content)', async () => {
    for (const path of cachedPages) {
      const response = await page(path)
      expect(response.status, path).toBe(200)
      expectClean(response)
    }
  })

  it('a page never cached gives the error page with 503, not a crash', async () => {
    expectUnavailablePage(await page(neverCached))
    // The storefront is still up and serving.
    expect((await page('/')).status).toBe(200)
  })

  it('recovery is automatic when the upstream returns', async () => {
    stack.proxies.content.heal()
    await stack.proxies.content.up()
    const response = await page(neverCached)
    expect(response.status).toBe(200)
    expectClean(response)
  })
})

describe('content API dropping a connection once (a kept-alive socket the CMS closed)', () => {
  it('the story is asked for once more and a page never cached is served', async () => {
    const path = '/v2/cdn/stories/cards/en-gb/desk-calendars'
    stack.proxies.content.clearHits()
    stack.proxies.content.set(path, { kind: 'reset' }, { times: 1 })
    const response = await getPage(stack.shop.url, '/desk-calendars', {
      host: `cards-uk.localhost:${stack.shop.port}`,
    })
    stack.proxies.content.heal()
    expect(stack.proxies.content.hits(path).map((hit) => hit.fault)).toEqual(['reset', 'pass'])
    expect(response.status).toBe(200)
    expectClean(response)
  })
})

describe('content API answering 429 ("retried after 300 ms, up to 10 times", shop-core §8)', () => {
  it('three 429s, then an answer: the page is served, after 4 requests at least 300 ms apart', async () => {
    const path = '/v2/cdn/stories/cards/en-gb/photo-calendar'
    stack.proxies.content.clearHits()
    stack.proxies.content.set(
      path,
      { kind: 'status', status: 429, body: '{"error":"Too Many Requests"}' },
      { times: 3 },
    )
    const response = await getPage(stack.shop.url, '/photo-calendar', {
      host: `cards-uk.localhost:${stack.shop.port}`,
    })
    stack.proxies.content.heal()
    const hits = stack.proxies.content.hits(path)
    expect(hits.map((hit) => hit.fault)).toEqual(['status', 'status', 'status', 'pass'])
    for (let i = 1; i < hits.length; i++)
      expect(hits[i]!.at - hits[i - 1]!.at).toBeGreaterThanOrEqual(290)
    expect(response.status).toBe(200)
    expectClean(response)
  })

  it('429 on every try: 1 request and 10 retries, then the error page with 503', async () => {
    const path = '/v2/cdn/stories/cards/en-gb/photo-prints'
    stack.proxies.content.clearHits()
    stack.proxies.content.set(path, {
      kind: 'status',
      status: 429,
      body: '{"error":"Too Many Requests"}',
    })
    const started = Date.now()
    const uk = (p: string) =>
      getPage(stack.shop.url, p, { host: `cards-uk.localhost:${stack.shop.port}` })
    const response = await uk('/photo-prints')
    stack.proxies.content.heal()
    expect(stack.proxies.content.hits(path)).toHaveLength(11)
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 * 290)
    expectUnavailablePage(response, 'en')
    expect((await uk('/photo-prints')).status).toBe(200)
  })
})
