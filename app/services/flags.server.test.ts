import { afterAll, describe, expect, it } from 'vitest'
import { closeFlagClient, evaluateFlags, USER_KEY_COOKIE, userKey } from './flags.server'
import { requestContext, localLoadContext } from './request-context.server'

// Keys bucketed in config/flags.yml.
const ON_KEY = '11111111-1111-4111-8111-111111111111'
const OTHER_KEY = '33333333-3333-4333-8333-333333333333'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

function request(
  path = '/ab-test-demo',
  { cookie, ua = CHROME }: { cookie?: string; ua?: string } = {},
) {
  const headers: Record<string, string> = { host: 'localhost:3000', 'user-agent': ua }
  if (cookie) headers.cookie = cookie
  return new Request(`http://localhost:3000${path}`, { headers })
}

async function evaluate(req: Request, names = ['home_hero_experiment']) {
  return evaluateFlags(req, requestContext(req, localLoadContext()), names)
}

afterAll(() => closeFlagClient())

describe('feature flags, resolved per request (site-chrome §4, §5)', () => {
  it('a user key is stable across requests: the cookie’s key is reused, no new cookie', async () => {
    const first = await evaluate(request())
    expect(first.setCookie).toMatch(new RegExp(`^${USER_KEY_COOKIE}=[0-9a-f-]{36};`))
    const key = first.setCookie?.split(';')[0]?.split('=')[1]
    const again = request('/ab-test-demo', { cookie: `${USER_KEY_COOKIE}=${key}` })
    expect(userKey(again, requestContext(again, localLoadContext())).key).toBe(key)
    expect((await evaluate(again)).setCookie).toBeUndefined()
  })

  it('the user-key cookie is SameSite=Lax, HttpOnly, long-lived, Secure only over https', async () => {
    const { setCookie } = await evaluate(request())
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/Max-Age=34560000/)
    expect(setCookie).not.toMatch(/Secure/i)
    const https = new Request('https://localhost/ab-test-demo', {
      headers: { host: 'localhost', 'user-agent': CHROME },
    })
    expect(
      (
        await evaluateFlags(https, requestContext(https, localLoadContext()), [
          'home_hero_experiment',
        ])
      ).setCookie,
    ).toMatch(/Secure/)
  })

  it('two keys assigned different treatments in the flags file get different treatments', async () => {
    const on = await evaluate(request('/', { cookie: `${USER_KEY_COOKIE}=${ON_KEY}` }))
    const off = await evaluate(request('/', { cookie: `${USER_KEY_COOKIE}=${OTHER_KEY}` }))
    expect(on.treatments.home_hero_experiment).toBe('on')
    expect(on.personalised).toBe(true)
    expect(off.treatments.home_hero_experiment).toBe('off')
    expect(off.personalised).toBe(false)
  })

  it('"Crawlers do not start the feature-flag client": default treatment and no cookie', async () => {
    const crawler = await evaluate(
      request('/', { ua: GOOGLEBOT, cookie: `${USER_KEY_COOKIE}=${ON_KEY}` }),
    )
    expect(crawler).toEqual({
      treatments: { home_hero_experiment: 'off' },
      personalised: false,
      vary: [],
    })
  })

  it('"Any failure falls back to off": an unknown flag (control) is off', async () => {
    const result = await evaluate(request('/', { cookie: `${USER_KEY_COOKIE}=${ON_KEY}` }), [
      'no_such_flag',
    ])
    expect(result.treatments.no_such_flag).toBe('off')
  })

  it('an invalid or oversized user-key cookie is replaced, not trusted', async () => {
    for (const bad of ['not-a-uuid', `${'a'.repeat(5000)}`, '<script>']) {
      const req = request('/', { cookie: `${USER_KEY_COOKIE}=${bad}` })
      const { key, isNew } = userKey(req, requestContext(req, localLoadContext()))
      expect(isNew).toBe(true)
      expect(key).not.toBe(bad)
    }
  })

  it('"Forced treatment through a URL query is accepted only if it is on, off, control or an allowed value"', async () => {
    const forced = await evaluate(
      request('/?ff-home_hero_experiment=on', { cookie: `${USER_KEY_COOKIE}=${OTHER_KEY}` }),
    )
    expect(forced.treatments.home_hero_experiment).toBe('on')
    expect(forced.personalised).toBe(true)
    const ignored = await evaluate(
      request('/?ff-home_hero_experiment=%3Cscript%3E', {
        cookie: `${USER_KEY_COOKIE}=${OTHER_KEY}`,
      }),
    )
    expect(ignored.treatments.home_hero_experiment).toBe('off')
    expect(ignored.personalised).toBe(false)
  })
})
