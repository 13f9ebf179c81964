/**
 * "Content API answering 5xx or down: pages in the cache are served stale … recovery
 * is automatic when the upstream returns." In-process (the content route's loader, the real
 * reference backend behind a fault proxy), because only here can the clock be moved past a
 * cached story's freshness (5 minutes) to reach the stale-while-revalidate path.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { localLoadContext } from '~/services/request-context.server'
import { startBackend, type RunningBackend } from '../../backend/src/server'
import { loaderAnswer } from '../loader-answer'
import { FaultProxy } from './support/fault-proxy'
import { root } from './support/stack'

let backend: RunningBackend
let proxy: FaultProxy
let dataDir: string

async function load(path: string): Promise<{ status: number; headline?: string }> {
  const { loader } = await import('~/routes/$')
  try {
    const answer = await loaderAnswer(
      await loader({
        request: new Request(`http://localhost${path}`),
        params: {},
        context: localLoadContext(),
      }),
    )
    const { content } = (
      answer.data as { story: { content: { teaser?: { headline?: string }[] } } }
    ).story
    return { status: answer.status, headline: content.teaser?.[0]?.headline }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status }
    throw thrown
  }
}

const storyPath = (slug: string) => `/v2/cdn/stories/cards/de-de/${slug}`

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rel-stale-'))
  backend = await startBackend({
    port: 0,
    dataDir,
    contentDir: join(root, 'backend/content'),
    logLevel: 'silent',
  })
  proxy = await FaultProxy.start({ target: backend.url })
  Object.assign(process.env, {
    STORYBLOK_ENDPOINT: `${proxy.url}/v2`,
    SHOP_API_URL: backend.url,
    STORYBLOK_CV_REFRESH_SECONDS: '3600',
    LOG_LEVEL: 'silent',
  })
  // Only Date is faked, and it keeps running: the content client's rate limiter needs time to pass.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
})

afterAll(async () => {
  vi.useRealTimers()
  await proxy?.close()
  await backend?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('content API failing after a page was cached', () => {
  it('a page past its freshness is served stale while the refresh fails; the failing upstream is not asked again for 5 s', async () => {
    const fresh = await load('/fotokalender')
    expect(fresh.status).toBe(200)
    expect(fresh.headline).toBeTruthy()

    vi.setSystemTime(Date.now() + 6 * 60_000) // past the content preset's 5 minutes of freshness
    proxy.set('/v2/cdn', { kind: 'status', status: 503 })
    proxy.clearHits()
    const stale = await load('/fotokalender')
    expect(stale).toEqual(fresh)
    await vi.waitFor(() => expect(proxy.hits(storyPath('fotokalender')).length).toBeGreaterThan(0))
    const refreshes = proxy.hits(storyPath('fotokalender')).length

    // Within the 5 s back-off the stale copy is served without asking again.
    expect(await load('/fotokalender')).toEqual(fresh)
    expect(proxy.hits(storyPath('fotokalender'))).toHaveLength(refreshes)
  })

  it('the same with the content API down (connection refused)', async () => {
    proxy.heal()
    expect((await load('/faq')).status).toBe(200)
    vi.setSystemTime(Date.now() + 6 * 60_000)
    await proxy.down()
    const stale = await load('/faq')
    expect(stale.status).toBe(200)
    await proxy.up()
  })

  it('a page never cached gives the 503 error page', async () => {
    proxy.set('/v2/cdn', { kind: 'status', status: 500 })
    expect((await load('/bilderbox')).status).toBe(503)
  })

  it('recovery is automatic: after the back-off the refresh succeeds and never-cached pages load', async () => {
    proxy.heal()
    vi.setSystemTime(Date.now() + 6_000)
    proxy.clearHits()
    expect((await load('/fotokalender')).status).toBe(200)
    await vi.waitFor(() =>
      expect(proxy.hits(storyPath('fotokalender')).map((hit) => hit.fault)).toContain('pass'),
    )
    expect((await load('/bilderbox')).status).toBe(200)
  })
})
