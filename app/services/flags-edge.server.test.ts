import { afterAll, describe, expect, it, vi } from 'vitest'
import { pageHeaders } from './cache-policy'
import { applyFlagHeaders, closeFlagClient, evaluateFlags, USER_KEY_COOKIE } from './flags.server'
import { requestContext, localLoadContext } from './request-context.server'

// The proxy assigns this experiment's arms; the others stay Split's.
vi.stubEnv('EDGE_EXPERIMENTS', 'home_hero_experiment')

const ON_KEY = '11111111-1111-4111-8111-111111111111'
const OTHER_KEY = '33333333-3333-4333-8333-333333333333'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

function request(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, {
    headers: { host: 'localhost:3000', 'user-agent': CHROME, ...headers },
  })
}
const evaluate = (req: Request, names = ['home_hero_experiment']) =>
  evaluateFlags(req, requestContext(req, localLoadContext()), names)

afterAll(() => closeFlagClient())

describe('experiments the edge assigns', () => {
  it('the arm comes from the proxy’s header: not personal, no cookie, the answer varies on it', async () => {
    // The flags file puts ON_KEY into `on`; the edge's `off` wins for an edge experiment.
    const answer = await evaluate(
      request('/ab-test-demo', {
        cookie: `${USER_KEY_COOKIE}=${ON_KEY}`,
        'x-shop-arm-home-hero-experiment': 'off',
      }),
    )
    expect(answer).toEqual({
      treatments: { home_hero_experiment: 'off' },
      personalised: false,
      vary: ['x-shop-arm-home-hero-experiment'],
    })
    const on = await evaluate(
      request('/ab-test-demo', {
        cookie: `${USER_KEY_COOKIE}=${OTHER_KEY}`,
        'x-shop-arm-home-hero-experiment': 'on',
      }),
    )
    expect(on.treatments.home_hero_experiment).toBe('on')
    // Cacheable: the proxy keys the stored page by the arm.
    expect(on.personalised).toBe(false)
    expect(on.setCookie).toBeUndefined()
  })

  it('a first visit behind the edge (no cookie) gets no cookie from the shop for edge experiments', async () => {
    const answer = await evaluate(
      request('/ab-test-demo', { 'x-shop-arm-home-hero-experiment': 'on' }),
    )
    expect(answer.setCookie).toBeUndefined()
    expect(answer.treatments.home_hero_experiment).toBe('on')
  })

  it('crawlers get the edge’s arm too (the stored variant must be that arm’s page)', async () => {
    const answer = await evaluate(
      request('/ab-test-demo', {
        'user-agent': GOOGLEBOT,
        'x-shop-arm-home-hero-experiment': 'on',
      }),
    )
    expect(answer.treatments.home_hero_experiment).toBe('on')
  })

  it('without the header, or with a value that is no arm, Split decides as before', async () => {
    for (const header of [{}, { 'x-shop-arm-home-hero-experiment': '<script>' }] as Record<
      string,
      string
    >[]) {
      const answer = await evaluate(
        request('/ab-test-demo', { cookie: `${USER_KEY_COOKIE}=${ON_KEY}`, ...header }),
      )
      expect(answer.treatments.home_hero_experiment).toBe('on')
      expect(answer.personalised).toBe(true)
      expect(answer.vary).toEqual([])
    }
  })

  it('flags the edge does not assign ignore a header; a forced arm is still private', async () => {
    const other = await evaluate(
      request('/', {
        cookie: `${USER_KEY_COOKIE}=${OTHER_KEY}`,
        'x-shop-arm-product-matrix-wallart': 'on',
      }),
      ['product_matrix_wallart'],
    )
    expect(other.treatments.product_matrix_wallart).toBe('off')
    expect(other.vary).toEqual([])
    const forced = await evaluate(
      request('/ab-test-demo?ff-home_hero_experiment=on', {
        cookie: `${USER_KEY_COOKIE}=${OTHER_KEY}`,
        'x-shop-arm-home-hero-experiment': 'off',
      }),
    )
    expect(forced.treatments.home_hero_experiment).toBe('on')
    expect(forced.personalised).toBe(true)
  })

  it('the page’s Vary joins every part’s: the arm header next to the encoding', async () => {
    const evaluation = await evaluate(
      request('/ab-test-demo', {
        cookie: `${USER_KEY_COOKIE}=${OTHER_KEY}`,
        'x-shop-arm-home-hero-experiment': 'on',
      }),
    )
    const loaderHeaders = applyFlagHeaders(new Headers(), evaluation)
    const parentHeaders = new Headers({ Vary: 'Accept-Encoding' })
    const headers = new Headers(
      pageHeaders({
        loaderHeaders,
        parentHeaders,
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    )
    expect(headers.get('Vary')).toBe('accept-encoding, x-shop-arm-home-hero-experiment')
  })
})
