/**
 * Every link leads somewhere, and everything a shopper can buy is reached by clicking: from the
 * home page of each of the 34 markets (17 locales on 2 channels) and the desktop start pages the
 * crawler follows every same-origin link a shopper can click — header, navigation, flyouts,
 * burger, sub-navigation, footer, the consent notice's privacy policy and the page bodies —
 * three clicks deep (the pages three clicks away are fetched, their links not followed), and
 * every answer must be a 200: a redirect from the shop's own link fails too (deliberate redirects
 * of old and foreign URLs are tested on their own). Every page the domain's sitemap lists — every
 * indexable story and product page — must be among the pages reached, and so must every published
 * shopper-facing story of the market's content folder (read from the content itself, not from the
 * sitemap); the sitemap lists every indexable page the crawl found and nothing that is not 200.
 * As a guest, over loopback, against the production build and the reference content.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectionParams, shownMaterialParam } from '~/domain/calculator'
import { designGroupParams } from '~/domain/design-groups'
import {
  contentLocaleOf,
  sublocalePrefixOf,
  tlds,
  type Channel,
  type Locale,
  type Tld,
} from '~/domain/market'
import { localePath, nonPageSlugs, pathOfSlug } from '~/domain/seo'
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

type Home = { host: string; channel: Channel; locale: Locale; home: string; desktop?: true }

/** The 34 markets' home pages: one host per channel and country, each locale's prefix. */
function marketHomes(): Home[] {
  type HostTable = { markets: { channel: Channel; tld: Tld; hosts: string[] }[] }
  const table = JSON.parse(readFileSync(join(root, 'config/hosts.json'), 'utf8')) as HostTable
  const homes = table.markets.flatMap((market) => {
    const host = market.hosts.find((name) => name.startsWith(`${market.channel}-`))
    if (!host) return []
    return tlds[market.tld].locales.map((locale) => {
      const prefix = sublocalePrefixOf(locale)
      return { host, channel: market.channel, locale, home: prefix ? `/${prefix}/` : '/' }
    })
  })
  // the desktop platform's start page (`d` marker): its links carry the marker
  const desktop: Home[] = [
    {
      host: 'cards-de.localhost',
      channel: 'cards',
      locale: 'de-DE',
      home: '/d/desktop-startseite',
      desktop: true,
    },
    {
      host: 'wallart-ch.localhost',
      channel: 'wallart',
      locale: 'fr-CH',
      home: '/fr/d/desktop-startseite/',
      desktop: true,
    },
  ]
  return [...homes, ...desktop]
}

/**
 * The paths of the published stories a shopper may land on in a market, read from the content
 * folder its locale reads: pages, without the global config, the error page, redirect stories
 * and pages kept out of search (`noindex`: feed landing pages, test and demo pages).
 */
function shopperStoryPaths(channel: Channel, locale: Locale): string[] {
  const folder = join(
    root,
    'backend/content/stories',
    channel,
    contentLocaleOf(locale).toLowerCase(),
  )
  const paths: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.json')) {
        const slug = relative(folder, file)
          .replace(/\.json$/, '')
          .split('\\')
          .join('/')
        const story = JSON.parse(readFileSync(file, 'utf8')) as { content: Record<string, unknown> }
        const content = story.content
        const redirect = content.redirectTarget as { url?: string; cached_url?: string } | undefined
        if ((nonPageSlugs as readonly string[]).includes(slug) || content.component !== 'page')
          continue
        if (redirect?.url || redirect?.cached_url) continue
        if (/noindex|none/.test(String(content.robots ?? ''))) continue
        paths.push(localePath(locale, pathOfSlug(slug, channel), channel))
      }
    }
  }
  walk(folder)
  return paths
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

/**
 * Same-origin link targets of a page (path and query), the consent notice's policy included;
 * relative links resolve against the page's own path, as a browser resolves them.
 */
export function linksOf(html: string, host: string, page = '/'): string[] {
  const found = new Set<string>()
  const hrefs = [
    ...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g),
    ...html.matchAll(/\sdata-privacy-policy-url="([^"]*)"/g),
  ].map((match) => decode(match[1] ?? ''))
  for (const href of hrefs) {
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue
    const url = new URL(href, `http://${host}:${port}${page}`)
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

/** How many clicks from the home page the crawl goes: the last level is fetched, not followed. */
const DEPTH = 3

/**
 * Parameters that only change what a page shows, not which page it is: the calculator's choice,
 * a design list's category filter, the photo book's cover and the aspect ratio an article page
 * shows. A link that differs from a page
 * already fetched only in these is not fetched again.
 */
const stateParams = [
  selectionParams.material,
  selectionParams.format,
  shownMaterialParam,
  designGroupParams.categoryId,
  designGroupParams.laminationType,
  designGroupParams.refinementType,
  'formatGroup',
]
const withoutState = (path: string) => {
  const at = path.indexOf('?')
  if (at < 0) return path
  const query = new URLSearchParams(path.slice(at + 1))
  for (const name of stateParams) query.delete(name)
  const rest = query.toString()
  return `${path.slice(0, at)}${rest ? `?${rest}` : ''}`
}

/** Breadth-first, `levels` levels of links below the home page. */
async function crawl(host: string, home: string, levels = DEPTH): Promise<Map<string, Visit>> {
  const visits = new Map<string, Visit>()
  const known = new Set<string>()
  let frontier: { path: string; from: string }[] = [{ path: home, from: '(home)' }]
  for (let depth = 0; depth <= levels && frontier.length > 0; depth++) {
    const level: typeof frontier = []
    for (const link of frontier) {
      if (visits.has(link.path)) continue
      // the deepest level skips state variants of pages already fetched or about to be
      const base = withoutState(link.path)
      if (depth === levels && base !== link.path && known.has(base)) continue
      visits.set(link.path, { status: 0, from: link.from })
      known.add(base)
      level.push(link)
    }
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
      if (depth < levels && response.status === 200)
        for (const link of linksOf(response.text, host, path)) next.push({ path: link, from: path })
    })
    frontier = next
  }
  return visits
}

const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
/** A page of the shop's own (not the 404 page) that search engines may index. */
const indexable = (html: string) =>
  !/<meta name="robots" content="[^"]*noindex/.test(html) && /<link rel="canonical"/.test(html)

describe('every link leads somewhere, every product is reached by clicking', () => {
  const homes = marketHomes()

  it('knows the 34 markets', () => {
    expect(new Set(homes.map(({ host, locale }) => `${host} ${locale}`)).size).toBe(34)
  })

  /** What each host's crawls found (pages that answered 200), for the checks below. */
  const crawled = new Map<string, Map<string, Visit>>()

  for (const { host, channel, locale, home, desktop } of homes) {
    // the desktop start pages check the links that carry the marker; the reach is each market's
    const levels = desktop ? DEPTH - 1 : DEPTH
    it(`${host}${home} (${locale}): every link ${levels} levels deep answers 200`, async () => {
      const visits = await crawl(host, home, levels)
      const found = crawled.get(host) ?? new Map<string, Visit>()
      for (const [path, visit] of visits) if (visit.status === 200) found.set(path, visit)
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
      if (desktop) return
      // every story a shopper may land on is reached by clicking, not only by typing its URL
      const unreached = shopperStoryPaths(channel, locale).filter((path) => !visits.has(path))
      expect(unreached, `${host}${home}: stories no link leads to`).toEqual([])
      // the wall-art materials' article pages (one per material and format) are clicked to
      if (channel === 'wallart')
        expect(
          [...visits.keys()].filter((path) => path.includes('?sku=wallart-')).length,
        ).toBeGreaterThan(40)
    }, 300_000)
  }

  for (const host of [...new Set(homes.map(({ host }) => host))]) {
    it(`${host}: every page of the sitemap is reached by clicking; it lists the crawled indexable pages, all answering 200`, async () => {
      const sitemap = await get(host, '/sitemap.xml')
      expect(sitemap.status).toBe(200)
      const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1] ?? ''))
      expect(locs.length).toBeGreaterThan(25)
      const pages = crawled.get(host) ?? new Map<string, Visit>()
      expect(pages.size, 'the crawl ran first').toBeGreaterThan(0)

      // what the crawl reached answered 200 already: only the rest is asked for
      const pathOf = (loc: string) => {
        const url = new URL(loc)
        return `${url.pathname}${url.search}`
      }
      const unreached = locs.filter((loc) => !pages.has(pathOf(loc)))
      const notOk: string[] = []
      await pool(unreached, async (loc) => {
        const response = await get(new URL(loc).hostname, pathOf(loc))
        if (response.status !== 200) notOk.push(`${response.status} ${loc}`)
      })
      expect(notOk).toEqual([])
      expect(unreached, `${host}: listed pages no link leads to`).toEqual([])

      const listed = new Set(locs)
      const missing: string[] = []
      let checked = 0
      for (const [path, visit] of pages) {
        if (!visit.html || !indexable(visit.html)) continue
        const canonical = canonicalOf(visit.html)
        if (!canonical || pathOf(canonical) !== path) continue
        checked++
        if (!listed.has(canonical)) missing.push(canonical)
      }
      expect(missing).toEqual([])
      expect(checked, 'indexable pages the crawl found').toBeGreaterThan(20)
    }, 300_000)
  }
})
