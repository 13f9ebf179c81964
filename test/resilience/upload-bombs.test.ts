/**
 * Bounded work per upload: small files that ask for huge work (a PDF whose pages name one
 * large flate stream over and over, a PNG declaring 16 000 × 16 000 pixels) are refused with a
 * clear 413 while the backend keeps answering its health; damaged page trees are a 400, a
 * blank page converts; through the storefront each is the toolbox page with its localised
 * message (never a 502), and a shopper's second upload while the first runs is "busy, try
 * again" (503, Retry-After). Health is measured by order, not by time: its answers must arrive
 * while a heavy conversion is still running.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  pdfBlankPage,
  pdfCyclicPageTree,
  pdfHeavy,
  pdfSharingOneStream,
  pngOf,
} from '../../backend/src/testing/upload-bombs'
import { toolboxPaths } from '../../contracts/toolbox'
import { send, translation, visibleHtml, type RawResponse } from './support/http'
import { startStack, type Stack } from './support/stack'

let stack: Stack

beforeAll(async () => {
  stack = await startStack({
    shopApiTimeoutMs: 5_000,
    backendEnv: { BACKEND_LOG_LEVEL: 'debug' },
  })
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

const clientSecret = 'local-client-address-secret-change-me'
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** An upload straight to the shop API, named as the storefront names the shopper's address. */
function toBackend(path: string, body: Buffer, address: string) {
  return send({
    base: stack.backend.url,
    method: 'POST',
    path,
    body,
    timeoutMs: 60_000,
    headers: [
      ['X-Channel', 'cards-DE'],
      ['X-Locale', 'de-DE'],
      ['Content-Type', 'application/octet-stream'],
      ['X-Shop-Client-Address', address],
      ['X-Shop-Client-Secret', clientSecret],
    ],
  })
}

const admissions = () =>
  stack.backend.output.filter((line) => line.includes('"toolbox-admitted"')).length

/** Waits (a bounded while) until the backend has taken on one more upload than `before`. */
async function untilAdmitted(before: number) {
  for (let tries = 0; tries < 200 && admissions() <= before; tries++) await sleep(25)
}

/** Tracks whether a request has answered yet. */
function tracked(request: Promise<RawResponse>) {
  const state = { done: false, answer: request }
  void request.finally(() => (state.done = true)).catch(() => {})
  return state
}

/** Asks the backend's health one request after another until `work` answers; counts the answers before. */
async function healthAnswersWhile(work: { done: boolean }): Promise<number> {
  let before = 0
  while (!work.done) {
    const health = await send({ base: stack.backend.url, path: '/healthz' })
    expect(health.status).toBe(200)
    if (!work.done) before++
  }
  return before
}

/** The toolbox form as a browser without JavaScript posts it, to the German shop. */
function postToolbox(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = `----toolbox${Math.random().toString(16).slice(2)}`
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  )
  const body = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return send({
    base: stack.shop.url,
    method: 'POST',
    path: '/werkzeugkasten',
    body,
    timeoutMs: 60_000,
    headers: [
      ['Host', 'localhost'],
      ['Origin', 'http://localhost'],
      ['Content-Type', `multipart/form-data; boundary=${boundary}`],
      ['Accept', 'text/html'],
      ['User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) rel-resilience'],
    ],
  })
}

const pdfForm = { operation: 'convert-pdf', paper: 'a4' }
const de = (key: string) => translation('de', 'common', key)

describe('bounded work per upload', () => {
  it('refuses a PDF and an image bomb (413, clear message) while a heavy PDF converts and health answers', async () => {
    const before = admissions()
    const heavy = tracked(
      toBackend(`${toolboxPaths.convertPdf}?paper=a4&name=heavy.pdf`, pdfHeavy(), '192.0.2.1'),
    )
    await untilAdmitted(before)

    const pdfBomb = pdfSharingOneStream()
    expect(pdfBomb.byteLength).toBeLessThan(20_000)
    const pdf = await toBackend(`${toolboxPaths.convertPdf}?paper=a4`, pdfBomb, '192.0.2.2')
    const pdfBeforeHeavy = !heavy.done
    const png = await toBackend(
      `${toolboxPaths.optimizeImage}?maxEdge=1200&quality=80`,
      pngOf(16_000, 16_000),
      '192.0.2.3',
    )
    const pngBeforeHeavy = !heavy.done
    const healthDuringHeavy = await healthAnswersWhile(heavy)

    expect(pdf.status).toBe(413)
    expect(JSON.parse(pdf.text)).toMatchObject({
      message: { text: expect.stringMatching(/more content than/) },
      payload: { errors: { file: ['too-complex'] } },
    })
    expect(png.status).toBe(413)
    expect(JSON.parse(png.text)).toMatchObject({
      message: { text: expect.stringMatching(/megapixels/) },
      payload: { errors: { file: ['too-complex'] } },
    })
    // The bombs were answered, and health more than once, while the heavy PDF was still converting.
    expect({ pdfBeforeHeavy, pngBeforeHeavy }).toEqual({
      pdfBeforeHeavy: true,
      pngBeforeHeavy: true,
    })
    expect(healthDuringHeavy).toBeGreaterThan(0)
    expect((await heavy.answer).status).toBe(200)
  })

  it('answers a looping page tree 400 and converts a blank page, straight from the shop API', async () => {
    const loop = await toBackend(
      `${toolboxPaths.convertPdf}?paper=a4`,
      pdfCyclicPageTree(),
      '192.0.2.4',
    )
    expect(loop.status).toBe(400)
    expect(JSON.parse(loop.text)).toMatchObject({
      message: { text: expect.stringMatching(/page tree/) },
      payload: { errors: { file: ['unreadable'] } },
    })
    const blank = await toBackend(
      `${toolboxPaths.convertPdf}?paper=a4`,
      pdfBlankPage(),
      '192.0.2.4',
    )
    expect(blank.status).toBe(200)
  })

  it('shows the shopper the localised message for damaged and bomb files, never a 502', async () => {
    const loop = await postToolbox(pdfForm, { name: 'loop.pdf', bytes: pdfCyclicPageTree() })
    expect(loop.status).toBe(400)
    expect(visibleHtml(loop.text)).toContain(de('toolbox.error.unreadable'))

    const bomb = await postToolbox(pdfForm, { name: 'bomb.pdf', bytes: pdfSharingOneStream() })
    expect(bomb.status).toBe(413)
    expect(visibleHtml(bomb.text)).toContain(de('toolbox.error.tooComplex'))

    const blank = await postToolbox(pdfForm, { name: 'blank.pdf', bytes: pdfBlankPage() })
    expect(blank.status).toBe(303)
    expect(blank.headers.location).toMatch(/\/werkzeugkasten\?result=[a-f0-9]{32}$/)
  })

  it('answers a shopper’s second upload while the first converts: busy, try again (503, Retry-After)', async () => {
    const before = admissions()
    const first = tracked(postToolbox(pdfForm, { name: 'heavy.pdf', bytes: pdfHeavy() }))
    await untilAdmitted(before)
    const second = await postToolbox(pdfForm, { name: 'blank.pdf', bytes: pdfBlankPage() })
    const secondBeforeFirst = !first.done
    expect(second.status).toBe(503)
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0)
    expect(visibleHtml(second.text)).toContain(de('toolbox.error.busy'))
    expect(secondBeforeFirst).toBe(true)
    expect((await first.answer).status).toBe(303)
  })
})
