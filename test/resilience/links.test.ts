/**
 * Every link leads somewhere (issue 22): from the home page of each of the 34 markets
 * (17 locales on 2 channels) the crawler follows every same-origin link a shopper can click —
 * header, navigation, burger, sub-navigation, footer, the consent notice's privacy policy and
 * the page bodies — two levels deep, and every answer must be a 200: a redirect from the shop's
 * own link fails too (deliberate redirects of old and foreign URLs are tested on their own). The
 * sitemap of each domain lists every indexable page the crawl found and nothing that is not 200.
 * As a guest, over loopback, against the production build and the reference content.
 */
import { readFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sublocalePrefixOf, tlds, type Locale, type Tld } from '~/domain/market'
import { send, type RawResponse } from './support/http'
import { root, startStack, type Stack } from './support/stack'

const CONCURRENCY = 4
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

let stack: Stack
let port: string
let agent: Agent

beforeAll(async () => {
  // the reference backend on loopback takes more than a production content API's 5 requests a
  // second: the crawl asks for every story of every market once
  stack = await startStack({ shopApiTimeoutMs: 3_000, shopEnv: { STORYBLOK_RATE_LIMIT: '50' } })
  port = new URL(stack.shop.url).port
  agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
})

afterAll(async () => {
  agent?.destroy()
  await stack?.stop()
})

/** The 34 markets' home pages: one host per channel and country, each locale's prefix. */
function marketHomes(): { host: string; locale: Locale; home: string }[] {
  type HostTable = { markets: { channel: string; tld: Tld; hosts: string[] }[] }
  const table = JSON.parse(readFileSync(join(root, 'config/hosts.json'), 'utf8')) as HostTable
  const homes = table.markets.flatMap((market) => {
    const host = market.hosts.find((name) => name.startsWith(`${market.channel}-`))
    if (!host) return []
    return tlds[market.tld].locales.map((locale) => {
      const prefix = sublocalePrefixOf(locale)
      return { host, locale, home: prefix ? `/${prefix}/` : '/' }
    })
  })
  // the desktop platform's start page (`d` marker): its links carry the marker
  const desktop = [
    { host: 'cards-de.localhost', locale: 'de-DE' as Locale, home: '/d/desktop-startseite' },
    { host: 'wallart-ch.localhost', locale: 'fr-CH' as Locale, home: '/fr/d/desktop-startseite/' },
  ]
  return [...homes, ...desktop]
}

function get(host: string, path: string): Promise<RawResponse> {
  return send({
    base: stack.shop.url,
    path,
    agent,
    headers: [
      ['Host', `${host}:${port}`],
      ['Accept', 'text/html'],
      ['User-Agent', userAgent],
    ],
  })
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** Same-origin link targets of a page (path and query), the consent notice's policy included. */
export function linksOf(html: string, host: string): string[] {
  const found = new Set<string>()
  const hrefs = [
    ...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g),
    ...html.matchAll(/\sdata-privacy-policy-url="([^"]*)"/g),
  ].map((match) => decode(match[1] ?? ''))
  for (const href of hrefs) {
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue
    const url = new URL(href, `http://${host}:${port}/`)
    if (url.host !== `${host}:${port}`) continue
    found.add(`${url.pathname}${url.search}`)
  }
  return [...found]
}

async function pool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

type Visit = { status: number; location?: string; from: string; html?: string }

/** Breadth-first, two levels of links below the home page. */
async function crawl(host: string, home: string): Promise<Map<string, Visit>> {
  const visits = new Map<string, Visit>()
  let frontier: { path: string; from: string }[] = [{ path: home, from: '(home)' }]
  for (let depth = 0; depth <= 2 && frontier.length > 0; depth++) {
    const level = frontier.filter(({ path }) => !visits.has(path))
    for (const { path, from } of level) visits.set(path, { status: 0, from })
    const next: { path: string; from: string }[] = []
    await pool(level, async ({ path, from }) => {
      let response = await get(host, path)
      // A 503 is the shop's answer to an upstream that did not answer in time (a loaded
      // machine), not a broken link: asked once more after a second, it must answer.
      if (response.status === 503) {
        await new Promise((done) => setTimeout(done, 1_000))
        response = await get(host, path)
      }
      const location = response.headers.location
      const visit: Visit = {
        status: response.status,
        from,
        ...(typeof location === 'string' ? { location } : {}),
        ...(response.status === 200 ? { html: response.text } : {}),
      }
      visits.set(path, visit)
      if (depth < 2 && response.status === 200)
        for (const link of linksOf(response.text, host)) next.push({ path: link, from: path })
    })
    frontier = next
  }
  return visits
}

const isPage = (visit: Visit) => /<html\b/i.test(visit.html ?? '')
const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
const indexable = (html: string) =>
  !/<meta name="robots" content="[^"]*noindex/.test(html) && /<article class="page"/.test(html)

describe('every link leads somewhere (issue 22)', () => {
  const homes = marketHomes()

  it('knows the 34 markets', () => {
    expect(new Set(homes.map(({ host, locale }) => `${host} ${locale}`)).size).toBe(34)
  })

  /** What each host's crawls found, for the sitemap checks below. */
  const crawled = new Map<string, Map<string, Visit>>()

  for (const { host, locale, home } of homes) {
    it(`${host}${home} (${locale}): every link two levels deep answers 200`, async () => {
      const visits = await crawl(host, home)
      const found = crawled.get(host) ?? new Map<string, Visit>()
      for (const [path, visit] of visits) if (isPage(visit)) found.set(path, visit)
      crawled.set(host, found)
      const broken = [...visits]
        .filter(([, visit]) => visit.status !== 200)
        .map(
          ([path, visit]) =>
            `${visit.status} ${path}${visit.location ? ` -> ${visit.location}` : ''} (linked from ${visit.from})`,
        )
      expect(broken, `${host}: ${broken.length} of ${visits.size} links broken`).toEqual([])
      // a real journey: the home page links to dozens of pages
      expect(visits.size).toBeGreaterThan(40)
    }, 300_000)
  }

  for (const host of [...new Set(homes.map(({ host }) => host))]) {
    it(`${host}: the sitemap lists the crawled indexable pages and only pages that answer 200`, async () => {
      const sitemap = await get(host, '/sitemap.xml')
      expect(sitemap.status).toBe(200)
      const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1] ?? ''))
      expect(locs.length).toBeGreaterThan(25)
      const notOk: string[] = []
      await pool(locs, async (loc) => {
        const url = new URL(loc)
        const response = await get(url.hostname, `${url.pathname}${url.search}`)
        if (response.status !== 200) notOk.push(`${response.status} ${loc}`)
      })
      expect(notOk).toEqual([])

      const listed = new Set(locs)
      const missing: string[] = []
      const pages = crawled.get(host) ?? new Map<string, Visit>()
      expect(pages.size, 'the crawl ran first').toBeGreaterThan(0)
      let checked = 0
      for (const [path, visit] of pages) {
        if (!visit.html || !indexable(visit.html)) continue
        const canonical = canonicalOf(visit.html)
        if (!canonical || new URL(canonical).pathname !== path) continue
        checked++
        if (!listed.has(canonical)) missing.push(canonical)
      }
      expect(missing).toEqual([])
      expect(checked, 'indexable content pages the crawl found').toBeGreaterThan(20)
    }, 300_000)
  }
})
