import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localLoadContext } from './request-context.server'

const logEvent = vi.fn()
vi.mock('./logger.server', () => ({
  logEvent: (...args: unknown[]) => logEvent(...args),
  logger: { info() {}, warn() {}, error() {}, debug() {} },
}))

const { action: vitalsAction } = await import('~/routes/api.vitals')
const { action: errorAction } = await import('~/routes/api.browser-error')
const { register } = await import('./metrics.server')

const SHOPPER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
let address = 0

beforeEach(() => {
  logEvent.mockClear()
  address++
})

/** A beacon as the browser sends it, from its own address unless one is given. */
function post(
  action: typeof vitalsAction,
  body: string,
  { cookie = 'consent=granted', host = 'cards-uk.localhost', from = `10.0.0.${address}` } = {},
) {
  const request = new Request(`http://${host}/api/x`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, host, 'user-agent': SHOPPER },
    body,
  })
  return action({
    request,
    params: {},
    context: localLoadContext({ clientAddress: from }),
  }) as Promise<Response>
}

async function histogramCount(name: string, labels: string) {
  const text = await register.metrics()
  const line = text.split('\n').find((l) => l.startsWith(`${name}_count{${labels}}`))
  return Number(line?.split(' ')[1] ?? 0)
}

const beacon = JSON.stringify({
  page: 'products',
  vitals: [
    { name: 'LCP', value: 2100 },
    { name: 'CLS', value: 0.02 },
    { name: 'INP', value: 150 },
  ],
})

describe('POST /api/vitals', () => {
  it('counts the figures by page type and the market of the host, with consent', async () => {
    const labels = 'page_type="products",market="cards-GB"'
    const before = await histogramCount('shop_web_vitals_lcp_seconds', labels)
    const answer = await post(vitalsAction, beacon)
    expect(answer.status).toBe(204)
    expect(await histogramCount('shop_web_vitals_lcp_seconds', labels)).toBe(before + 1)
    expect(await histogramCount('shop_web_vitals_cls', labels)).toBeGreaterThan(0)
    expect(await histogramCount('shop_web_vitals_inp_seconds', labels)).toBeGreaterThan(0)
  })

  it('counts nothing after declining, before a choice or from a crawler, and says 204 alike', async () => {
    const labels = 'page_type="products",market="wallart-DE"'
    for (const cookie of ['consent=declined', '', 'shop_consent=granted']) {
      const answer = await post(vitalsAction, beacon, { cookie, host: 'wallart-de.localhost' })
      expect(answer.status).toBe(204)
    }
    const crawler = new Request('http://wallart-de.localhost/api/vitals', {
      method: 'POST',
      headers: {
        cookie: 'consent=granted',
        host: 'wallart-de.localhost',
        'user-agent': 'Googlebot/2.1',
      },
      body: beacon,
    })
    const answer = await vitalsAction({ request: crawler, params: {}, context: localLoadContext() })
    expect((answer as Response).status).toBe(204)
    expect(await histogramCount('shop_web_vitals_lcp_seconds', labels)).toBe(0)
  })

  it('refuses malformed beacons (400) and big ones (413)', async () => {
    expect((await post(vitalsAction, '{')).status).toBe(400)
    expect((await post(vitalsAction, JSON.stringify({ page: 'home', vitals: [] }))).status).toBe(
      400,
    )
    const big = JSON.stringify({ page: 'home', vitals: [], pad: 'x'.repeat(5_000) })
    expect((await post(vitalsAction, big)).status).toBe(413)
  })

  it('answers GET with 405 and limits each sender', async () => {
    const get = await vitalsAction({
      request: new Request('http://localhost/api/vitals'),
      params: {},
      context: localLoadContext(),
    })
    expect((get as Response).status).toBe(405)
    const statuses: number[] = []
    for (let i = 0; i < 61; i++)
      statuses.push((await post(vitalsAction, beacon, { from: 'flood' })).status)
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true)
    expect(statuses[60]).toBe(429)
    expect((await post(vitalsAction, beacon, { from: 'someone-else' })).status).toBe(204)
  })
})

describe('POST /api/browser-error', () => {
  it('logs the error under its catalogue code, scrubbed, without consent', async () => {
    const answer = await post(
      errorAction,
      JSON.stringify({
        event: 'nuxt-error-page-encountered',
        kind: 'unhandled-rejection',
        page: 'account-login',
        message: 'TypeError: no jo@example.com at /account?token=secret',
        source: 'https://cards-uk.localhost/build/route-abc.js?v=1',
      }),
      { cookie: '' },
    )
    expect(answer.status).toBe(204)
    expect(logEvent).toHaveBeenCalledWith('error', 'nuxt-error-page-encountered', {
      source: 'browser',
      kind: 'unhandled-rejection',
      pageType: 'account-login',
      market: 'cards-GB',
      message: 'TypeError: no [email] at /account',
      script: 'https://cards-uk.localhost/build/route-abc.js',
    })
  })

  it('refuses codes outside the browser’s catalogue, unknown kinds and broken JSON', async () => {
    for (const body of [
      JSON.stringify({ event: 'login-error', kind: 'error', page: 'home' }),
      JSON.stringify({ event: 'nuxt-bootstrap', kind: 'boom', page: 'home' }),
      'nuxt-bootstrap',
    ])
      expect((await post(errorAction, body)).status).toBe(400)
    expect(logEvent).not.toHaveBeenCalled()
  })
})
