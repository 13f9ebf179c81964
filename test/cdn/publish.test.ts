/**
 * Issue 26, item 1 and 2: a publish (the signed webhook, sent through the proxy so it
 * reaches one replica) is served at once by every replica, because the replicas share Redis
 * (pub/sub fan-out), and through the proxy once the stored copy's s-maxage has passed. The
 * replicas check the content cache version only hourly here: nothing else spreads it.
 */
import { createHmac } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send } from '../resilience/support/http'
import { decoded, get, startCdnStack, webhookSecret, xCache, type CdnStack } from './support/cdn'

let stack: CdnStack
const base = () => stack.nginx.url
const host = () => `localhost:${stack.nginx.port}`
const maxAgeSeconds = 3
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

beforeAll(async () => {
  stack = await startCdnStack({
    redis: true,
    shopEnv: { CDN_PAGE_MAX_AGE_SECONDS: String(maxAgeSeconds) },
  })
})

afterAll(async () => {
  await stack?.stop()
})

describe('publishing through the proxy', () => {
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
