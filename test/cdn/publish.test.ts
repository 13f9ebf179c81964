/**
 * A publish (the signed webhook, sent through the proxy so it reaches one replica) is served at
 * once by every replica, because the replicas share Redis (pub/sub fan-out). Through nginx,
 * which cannot purge, once the stored copy's s-maxage has passed; through Varnish within
 * seconds, because every replica purges the changed story's surrogate keys there after its own
 * cache dropped the old content. The replicas check the content cache version only hourly
 * here: nothing else spreads it.
 */
import { createHmac } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send } from '../resilience/support/http'
import { freePort } from '../resilience/support/stack'
import { decoded, get, startCdnStack, webhookSecret, xCache, type CdnStack } from './support/cdn'
import { startVarnishStack, type VarnishStack } from './support/varnish'

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Changes a story's file in the backend's content directory (not yet published). */
function editStory(
  contentDir: string,
  fullSlug: string,
  edit: (story: { id: number; content: Record<string, unknown> }) => void,
) {
  const file = join(contentDir, `stories/${fullSlug}.json`)
  const story = JSON.parse(readFileSync(file, 'utf8'))
  edit(story)
  writeFileSync(file, JSON.stringify(story, null, 2))
  return story as { id: number; content: Record<string, unknown> }
}

/** The content system's signed publish webhook for a story, sent through the proxy. */
function publish(base: string, host: string, storyId: number, fullSlug: string) {
  const body = JSON.stringify({ action: 'published', story_id: storyId, full_slug: fullSlug })
  return send({
    base,
    method: 'POST',
    path: '/api/storyblok-webhook',
    headers: [
      ['Host', host],
      ['Content-Type', 'application/json'],
      ['webhook-signature', createHmac('sha1', webhookSecret).update(body).digest('hex')],
    ],
    body,
  })
}

describe('publishing through nginx (no purge)', () => {
  let stack: CdnStack
  const base = () => stack.nginx.url
  const host = () => `localhost:${stack.nginx.port}`
  const maxAgeSeconds = 3

  beforeAll(async () => {
    stack = await startCdnStack({
      redis: true,
      shopEnv: { CDN_PAGE_MAX_AGE_SECONDS: String(maxAgeSeconds) },
    })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('the signed webhook reaches one replica; every replica serves the change at once, the proxy within s-maxage', async () => {
    const direct = stack.replicas.map((replica) => `http://127.0.0.1:${replica.port}`)
    const before = titleOf(decoded(await get(base(), '/faq', { host: host() })))
    expect(before).toContain('Hilfe')
    // Both replicas have the story in their caches.
    for (const origin of direct)
      expect(titleOf(decoded(await get(origin, '/faq', { host: host() })))).toBe(before)

    const file = join(stack.contentDir, 'stories/cards/de-de/faq.json')
    const story = JSON.parse(readFileSync(file, 'utf8'))
    story.content.title = 'Frisch veröffentlicht: Hilfe rund um die Uhr'
    writeFileSync(file, JSON.stringify(story, null, 2))
    for (const origin of direct)
      expect(
        titleOf(decoded(await get(origin, '/faq', { host: host() }))),
        'not yet published',
      ).toBe(before)

    const body = JSON.stringify({
      action: 'published',
      story_id: story.id,
      full_slug: 'cards/de-de/faq',
    })
    const signature = createHmac('sha1', webhookSecret).update(body).digest('hex')
    const published = Date.now()
    const hook = await send({
      base: base(),
      method: 'POST',
      path: '/api/storyblok-webhook',
      headers: [
        ['Host', host()],
        ['Content-Type', 'application/json'],
        ['webhook-signature', signature],
      ],
      body,
    })
    expect(hook.status).toBe(200)
    // nginx writes its log line just after the answer.
    let receivedBy: string | undefined
    for (let i = 0; i < 20 && !receivedBy; i++) {
      await new Promise((done) => setTimeout(done, 50))
      receivedBy = stack.nginx
        .lines()
        .find((line) => line.uri === '/api/storyblok-webhook')?.upstream
    }
    expect(receivedBy).toMatch(/^127\.0\.0\.1:\d+$/)

    // Every replica, also the one that did not get the webhook: the fan-out arrives within
    // milliseconds.
    const hookAnsweredMs = Date.now() - published
    const requestsUntilServed: number[] = []
    for (const origin of direct) {
      let title = ''
      let i = 0
      for (; i < 20 && !title.startsWith('Frisch'); i++) {
        if (i > 0) await new Promise((done) => setTimeout(done, 50))
        title = titleOf(decoded(await get(origin, '/faq', { host: host() })))
      }
      requestsUntilServed.push(i)
      expect(title, `${origin} (webhook went to ${receivedBy})`).toBe(story.content.title)
    }
    const replicasAfterMs = Date.now() - published

    // Through the proxy: the stored copy until its s-maxage passes, then the published one.
    let seen = ''
    let visibleAfterMs = 0
    while (Date.now() - published < (maxAgeSeconds + 5) * 1000) {
      const answer = await get(base(), '/faq', { host: host() })
      expect(answer.status).toBe(200)
      seen = titleOf(decoded(answer))
      if (seen === story.content.title) {
        visibleAfterMs = Date.now() - published
        break
      }
      expect(['HIT', 'STALE', 'UPDATING', 'REVALIDATED', 'EXPIRED']).toContain(xCache(answer))
      await new Promise((done) => setTimeout(done, 100))
    }
    expect(seen).toBe(story.content.title)
    console.log(
      `[cdn] webhook answered after ${hookAnsweredMs} ms; requests to each replica until it served the change: ${requestsUntilServed.join(', ')}; ` +
        `every replica served it ${replicasAfterMs} ms after the webhook was sent, the proxy after ${visibleAfterMs} ms (s-maxage ${maxAgeSeconds} s)`,
    )
  })
})

describe('publishing through Varnish (purged by surrogate key)', () => {
  let stack: VarnishStack
  const base = () => stack.varnish.url
  const host = (name = 'localhost') => `${name}:${stack.varnish.port}`
  /** The goal: a publish served through the proxy this soon after the webhook, on every replica. */
  const goalMs = 5_000

  beforeAll(async () => {
    // The proxy's port first: the replicas purge there. Pages keep the default s-maxage (300 s),
    // so only a purge can show a change within the test.
    const port = await freePort()
    stack = await startVarnishStack({
      port,
      redis: true,
      shopEnv: { CDN_PURGE_URLS: `http://127.0.0.1:${port}` },
    })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  /** Stores each page in Varnish (a miss, then a hit); answers which replica filled each. */
  async function store(pages: [string, string][]) {
    for (const [name, path] of pages) {
      const first = await get(base(), path, { host: host(name) })
      expect(first.status, `${name}${path}`).toBe(200)
      expect(first.headers['surrogate-key'], 'the keys stay inside').toBeUndefined()
      expect(xCache(await get(base(), path, { host: host(name) })), `${name}${path}`).toBe('HIT')
    }
    const filledBy = stack.varnish.backendOf()
    return pages.map(([name, path]) => filledBy[`${host(name)}${path}`])
  }

  /**
   * Ms from `since` until every page shows `text` through the proxy, asked for as shoppers do:
   * side by side, each again 100 ms after an old copy.
   */
  async function visibleAfter(pages: [string, string][], text: string, since: number) {
    const served = await Promise.all(
      pages.map(async ([name, path]) => {
        while (Date.now() - since < goalMs * 2) {
          const answer = await get(base(), path, { host: host(name) })
          if (answer.status === 200 && decoded(answer).includes(text)) return Date.now() - since
          await sleep(100)
        }
        return Infinity
      }),
    )
    expect(served.every(Number.isFinite), `still the old copy: ${served.join(', ')} ms`).toBe(true)
    return Math.max(...served)
  }

  it('a story publish purges its pages, whichever replica filled them, and nothing else', async () => {
    // The same story in two markets (Austria reads the German folder): two stored copies.
    const pages: [string, string][] = [
      ['localhost', '/faq'],
      ['cards-at.localhost', '/faq'],
    ]
    const untouched: [string, string] = ['localhost', '/agb']
    const filledBy = await store([...pages, untouched])
    expect(new Set(filledBy.slice(0, 2)), 'one copy from each replica').toEqual(
      new Set(['storefront1', 'storefront2']),
    )
    const title = 'Frisch veröffentlicht: Hilfe rund um die Uhr'
    const story = editStory(stack.contentDir, 'cards/de-de/faq', (faq) => {
      faq.content.title = title
    })
    const sent = Date.now()
    const hook = await publish(base(), host(), story.id, 'cards/de-de/faq')
    expect(hook.status).toBe(200)
    const hookMs = Date.now() - sent
    const ms = await visibleAfter(pages, `<title>${title}`, sent)
    const receivedBy = stack.varnish.backendOf()[`${host()}/api/storyblok-webhook`]
    expect(ms).toBeLessThanOrEqual(goalMs)
    // A page that does not show the story keeps its stored copy.
    expect(xCache(await get(base(), untouched[1], { host: host(untouched[0]) }))).toBe('HIT')
    console.log(
      `[cdn] story publish: webhook to ${receivedBy}, answered after ${hookMs} ms; served through Varnish ${ms} ms after the webhook ` +
        `(copies from ${filledBy.slice(0, 2).join(' and ')}; s-maxage 300 s)`,
    )
  })

  it('a global-config publish purges every page of its folder on every replica', async () => {
    const pages: [string, string][] = [
      ['localhost', '/agb'],
      ['localhost', '/versand'],
      ['localhost', '/kontakt'],
    ]
    const filledBy = await store(pages.slice(1))
    filledBy.unshift(stack.varnish.backendOf()[`${host()}/agb`])
    expect(new Set(filledBy), 'copies from both replicas').toEqual(
      new Set(['storefront1', 'storefront2']),
    )
    const footerTitle = 'Kundenservice rund um die Uhr'
    const config = editStory(stack.contentDir, 'cards/de-de/global-config', (story) => {
      const footer = story.content.footer as { columns: { title: string }[] }
      footer.columns[0]!.title = footerTitle
    })
    const sent = Date.now()
    expect((await publish(base(), host(), config.id, 'cards/de-de/global-config')).status).toBe(200)
    const hookMs = Date.now() - sent
    const ms = await visibleAfter(pages, footerTitle, sent)
    expect(ms).toBeLessThanOrEqual(goalMs)
    console.log(
      `[cdn] global-config publish: webhook answered after ${hookMs} ms; every page of the folder ` +
        `(copies from ${filledBy.join(', ')}) served through Varnish ${ms} ms after the webhook`,
    )
  })

  it('bans only from the replicas, with well-formed keys', async () => {
    const page: [string, string] = ['localhost', '/impressum']
    await store([page])
    // Any address but the replicas' (here another loopback address) is refused.
    const ban = (keys: string, localAddress: string) =>
      new Promise<number>((done, fail) => {
        const req = request({
          host: '127.0.0.1',
          port: stack.varnish.port,
          method: 'PURGE',
          path: '/',
          localAddress,
          headers: { Host: host(), 'Surrogate-Key': keys },
        })
        req.on('response', (answer) => {
          answer.resume()
          done(answer.statusCode ?? 0)
        })
        req.on('error', fail)
        req.end()
      })
    expect(await ban('site', '127.0.0.2')).toBe(403)
    expect(await ban('site) || (.*', '127.0.0.1')).toBe(400)
    expect(xCache(await get(base(), page[1], { host: host(page[0]) }))).toBe('HIT')
    expect(await ban('f:wallart/de-de site', '127.0.0.1')).toBe(200)
    expect(xCache(await get(base(), page[1], { host: host(page[0]) }))).toBe('MISS')
  })
})
