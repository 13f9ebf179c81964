/**
 * Publish webhooks replayed or sent in bursts: each one makes the shop look at the space's cache
 * version, an unchanged version drops nothing, and the looks are coalesced. A publish in the
 * middle of a burst is still served once the webhook that announced it has been answered.
 */
import { createHmac } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPage, visibleHtml } from './support/http'
import { copyContent, startStack, webhookSecret, type Stack } from './support/stack'

let stack: Stack
let contentDir: string
const storyFile = () => join(contentDir, 'stories/cards/de-de/fotokalender.json')
const pages = ['/', '/fotokalender', '/karten']

beforeAll(async () => {
  contentDir = copyContent()
  stack = await startStack({
    contentDir,
    // Only webhooks move the version during the test, not the periodic look.
    shopEnv: { STORYBLOK_CV_REFRESH_SECONDS: '3600' },
  })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
  if (contentDir) rmSync(contentDir, { recursive: true, force: true })
})

const body = JSON.stringify({
  action: 'published',
  story_id: 1,
  full_slug: 'cards/de-de/fotokalender',
})

async function postWebhook(): Promise<{ status: number; changed?: boolean }> {
  const answer = await fetch(`${stack.shop.url}/api/storyblok-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-signature': createHmac('sha1', webhookSecret).update(body).digest('hex'),
    },
    body,
  })
  const json = (await answer.json()) as { changed?: boolean }
  return { status: answer.status, changed: json.changed }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe('replayed publish webhooks', () => {
  it('two bursts of ten replays: pages stay in the cache, the space is looked at twice a burst at most', async () => {
    for (const path of pages) expect((await getPage(stack.shop.url, path)).status).toBe(200)
    // The first webhook may still find a version the shop has not seen at boot.
    await postWebhook()
    for (const path of pages) await getPage(stack.shop.url, path)
    stack.proxies.content.clearHits()

    for (let burst = 0; burst < 2; burst++) {
      const [answers, views] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => postWebhook())),
        Promise.all(Array.from({ length: 10 }, (_, i) => getPage(stack.shop.url, pages[i % 3]!))),
      ])
      expect(answers).toEqual(Array(10).fill({ status: 200, changed: false }))
      expect(views.map((view) => view.status)).toEqual(Array(10).fill(200))
    }

    // No story, list or link was asked for again: the content cache was not dropped.
    const content = stack.proxies.content
    expect(content.hits('/v2/cdn/stories')).toEqual([])
    expect(content.hits('/v2/cdn/links')).toEqual([])
    // The burst's webhooks join one look, or the one queued behind it.
    expect(content.hits('/v2/cdn/spaces/me').length).toBeGreaterThanOrEqual(2)
    expect(content.hits('/v2/cdn/spaces/me').length).toBeLessThanOrEqual(4)
  })

  it('a story published in the middle of a burst is served once its webhook is answered', async () => {
    const headline = 'Mitten im Ansturm veröffentlicht'
    const burst = Promise.all(Array.from({ length: 5 }, () => postWebhook()))
    await sleep(100)
    const story = JSON.parse(readFileSync(storyFile(), 'utf8')) as {
      content: { teaser: { headline: string }[] }
    }
    story.content.teaser[0]!.headline = headline
    writeFileSync(storyFile(), JSON.stringify(story, null, 2))
    const announced = await postWebhook()
    expect(announced.status).toBe(200)
    // Whichever look came after the edit reported it, the burst's own or the announcing one.
    expect([...(await burst), announced].some((answer) => answer.changed)).toBe(true)
    expect(visibleHtml((await getPage(stack.shop.url, '/fotokalender')).text)).toContain(headline)
  })
})
