/**
 * Content pages against the real reference backend, started in-process on a temporary
 * copy of the story files: the publish webhook makes a change live without a restart, and
 * preview serves drafts only with a verified token.
 */
import { createHash, createHmac } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localLoadContext } from '~/services/request-context.server'
import { startBackend, type RunningBackend } from '../../backend/src/server'
import { loaderAnswer } from '../loader-answer'

const secret = 'integration-webhook-secret-0123'
const previewToken = 'integration-preview-token'
let backend: RunningBackend
let workDir: string
let storyFile: (slug: string) => string
/** A stand-in caching proxy: the purge requests it received (method and keys). */
let proxy: Server
const purges: string[] = []

/** The content page's data: the story with its content. */
type LoaderResult = { story: { id: number; content: { teaser?: { headline?: string }[] } } }

async function loadPage(
  path: string,
): Promise<{ status: number; data?: LoaderResult; headers: Headers }> {
  const { loader } = await import('~/routes/$')
  try {
    const { status, data, headers } = await loaderAnswer(
      await loader({
        request: new Request(`http://localhost${path}`),
        params: {},
        context: localLoadContext(),
      }),
    )
    return { status, data: data as LoaderResult, headers }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers }
    throw thrown
  }
}

const headlineOf = (data?: LoaderResult) => data?.story.content.teaser?.[0]?.headline

async function postWebhook(body: string, signature?: string): Promise<Response> {
  const { action } = await import('~/routes/api.storyblok-webhook')
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signature) headers['webhook-signature'] = signature
  return (await action({
    request: new Request('http://localhost/api/storyblok-webhook', {
      method: 'POST',
      body,
      headers,
    }),
    params: {},
    context: localLoadContext(),
  })) as Response
}

function editStory(slug: string, edit: (story: Record<string, any>) => void) {
  const file = storyFile(slug)
  const story = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>
  edit(story)
  writeFileSync(file, JSON.stringify(story, null, 2))
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'content-publish-'))
  const contentDir = join(workDir, 'content')
  cpSync(join(process.cwd(), 'backend/content/stories'), join(contentDir, 'stories'), {
    recursive: true,
  })
  storyFile = (slug) => join(contentDir, 'stories', `${slug}.json`)
  proxy = createServer((request, response) => {
    purges.push(`${request.method} ${request.headers['surrogate-key']}`)
    response.end('Banned')
  })
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
  backend = await startBackend({
    port: 0,
    dataDir: join(workDir, 'data'),
    contentDir,
    previewToken,
    logLevel: 'silent',
  })
  Object.assign(process.env, {
    STORYBLOK_ENDPOINT: `${backend.url}/v2`,
    SHOP_API_URL: backend.url,
    STORYBLOK_WEBHOOK_SECRET: secret,
    STORYBLOK_PREVIEW_TOKEN: previewToken,
    STORYBLOK_CV_REFRESH_SECONDS: '3600',
    CDN_PURGE_URLS: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    LOG_LEVEL: 'silent',
  })
})

afterAll(async () => {
  await new Promise((done) => proxy?.close(done))
  await backend?.close()
  rmSync(workDir, { recursive: true, force: true })
})

describe('publishing: published content goes live without a restart', () => {
  it('a change published through the signed webhook is served at once; unsigned calls are refused and change nothing', async () => {
    const before = await loadPage('/fotokalender')
    expect(before.status).toBe(200)
    const original = headlineOf(before.data)
    expect(original).toBeTruthy()

    editStory('cards/de-de/fotokalender', (story) => {
      story.content.teaser[0].headline = 'Frisch veröffentlicht: Fotokalender 2028'
    })
    // The shop caches published stories per cache version: without a publish it still serves the
    // old one.
    expect(headlineOf((await loadPage('/fotokalender')).data)).toBe(original)

    const body = JSON.stringify({
      action: 'published',
      story_id: before.data?.story.id,
      full_slug: 'cards/de-de/fotokalender',
    })
    expect((await postWebhook(body)).status).toBe(401)
    expect(
      (await postWebhook(body, createHmac('sha1', 'wrong-secret').update(body).digest('hex')))
        .status,
    ).toBe(401)
    expect(
      (await postWebhook(body, createHmac('sha1', secret).update(`${body} `).digest('hex'))).status,
    ).toBe(401)
    expect(headlineOf((await loadPage('/fotokalender')).data)).toBe(original)

    const accepted = await postWebhook(body, createHmac('sha1', secret).update(body).digest('hex'))
    expect(accepted.status).toBe(200)
    expect(headlineOf((await loadPage('/fotokalender')).data)).toBe(
      'Frisch veröffentlicht: Fotokalender 2028',
    )
  })

  it("a publish purges the CDN's pages of the changed story by surrogate key; a replay purges nothing", async () => {
    const page = await loadPage('/faq')
    const id = page.data?.story.id
    expect(page.headers.get('Surrogate-Key')?.split(' ')).toEqual(
      expect.arrayContaining(['p:cards/de-de/faq', `s:${id}`]),
    )
    const missing = await loadPage('/noch-nicht-veroeffentlicht')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Surrogate-Key')).toBe('p:cards/de-de/noch-nicht-veroeffentlicht')

    const signed = (body: string) => createHmac('sha1', secret).update(body).digest('hex')
    const faqBody = JSON.stringify({
      action: 'published',
      story_id: id,
      full_slug: 'cards/de-de/faq',
    })
    editStory('cards/de-de/faq', (story) => {
      story.content.title = 'Hilfe, frisch veröffentlicht'
    })
    purges.length = 0
    expect(await (await postWebhook(faqBody, signed(faqBody))).json()).toMatchObject({
      changed: true,
    })
    // The same webhook again: the version is unchanged, nothing is purged.
    expect(await (await postWebhook(faqBody, signed(faqBody))).json()).toMatchObject({
      changed: false,
    })
    editStory('cards/de-de/global-config', (story) => {
      story.content.footer.columns[0].title = 'Kundenservice'
    })
    const configBody = JSON.stringify({
      action: 'published',
      story_id: 1,
      full_slug: 'cards/de-de/global-config',
    })
    expect(await (await postWebhook(configBody, signed(configBody))).json()).toMatchObject({
      changed: true,
    })
    // Each purge is repeated once the renders under way have finished (seconds later), and the
    // earlier test's may still arrive: only this test's first purges count, in order.
    const faqPurge = `PURGE s:${id} p:cards/de-de/faq`
    const configPurge = 'PURGE f:cards/de-de'
    const mine = () => purges.filter((purge) => purge === faqPurge || purge === configPurge)
    for (let i = 0; i < 50 && !mine().includes(configPurge); i++)
      await new Promise((done) => setTimeout(done, 20))
    expect(mine().slice(0, 2)).toEqual([faqPurge, configPurge])
  })

  it('the webhook answers anything but POST with 405', async () => {
    const { loader } = await import('~/routes/api.storyblok-webhook')
    const response = (await loader({
      request: new Request('http://localhost/api/storyblok-webhook'),
      params: {},
      context: localLoadContext(),
    })) as Response
    expect(response.status).toBe(405)
  })
})

describe('preview (site-chrome §6: "only when a preview query parameter is present and matches the story id")', () => {
  const previewQuery = (
    storyId: number,
    {
      token,
      timestamp = Math.floor(Date.now() / 1000),
    }: { token?: string; timestamp?: number } = {},
  ) => {
    const signed =
      token ?? createHash('sha1').update(`287465:${previewToken}:${timestamp}`).digest('hex')
    return new URLSearchParams({
      _storyblok: String(storyId),
      '_storyblok_tk[space_id]': '287465',
      '_storyblok_tk[timestamp]': String(timestamp),
      '_storyblok_tk[token]': signed,
    }).toString()
  }

  it('serves the draft for a verified preview of that story, privately; anything else gets the published story', async () => {
    let id = 0
    editStory('cards/de-de/faq', (story) => {
      id = story.id
      story.draft = structuredClone(story.content)
      story.draft.teaser[0].headline = 'Entwurf: neue Hilfeseite'
    })
    const published = await loadPage('/faq')
    const publishedHeadline = headlineOf(published.data)
    expect(publishedHeadline).not.toBe('Entwurf: neue Hilfeseite')

    const preview = await loadPage(`/faq?${previewQuery(id)}`)
    expect(headlineOf(preview.data)).toBe('Entwurf: neue Hilfeseite')
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store')
    expect(JSON.stringify(preview.data)).not.toContain(previewToken)

    const badToken = await loadPage(`/faq?${previewQuery(id, { token: 'a'.repeat(40) })}`)
    expect(headlineOf(badToken.data)).toBe(publishedHeadline)
    const expired = await loadPage(
      `/faq?${previewQuery(id, { timestamp: Math.floor(Date.now() / 1000) - 2 * 3600 })}`,
    )
    expect(headlineOf(expired.data)).toBe(publishedHeadline)
    const otherStory = await loadPage(`/faq?${previewQuery(id + 1)}`)
    expect(headlineOf(otherStory.data)).toBe(publishedHeadline)
    expect(otherStory.headers.get('Cache-Control')).not.toContain('private')
  })
})
