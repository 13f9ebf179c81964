import { beforeAll, describe, expect, it } from 'vitest'
import { marketFor } from '~/domain/market'
import { localLoadContext } from '~/services/request-context.server'
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from '../../backend/src/google/test-issuer'
import { referenceBackend } from './support/backend'

/**
 * The storefront's Google sign-in against the reference backend (contracts/google-sign-in.ts):
 * the redirect flow through the test issuer, the button's credential, and the picture.
 */
const backend = referenceBackend({
  env: (url) => ({
    SHOP_API_URL: url,
    GOOGLE_AUTHORIZE_URL: `${url}/google-test-issuer/authorize`,
    GOOGLE_TOKEN_URL: `${url}/google-test-issuer/oauth-token`,
  }),
})
let google: typeof import('~/services/google-sign-in.server')

beforeAll(async () => {
  process.env.GOOGLE_CLIENT_ID = TEST_CLIENT_ID
  process.env.GOOGLE_CLIENT_SECRET = TEST_CLIENT_SECRET
  google = await import('~/services/google-sign-in.server')
})

const shop = 'http://localhost:3000'
const cardsDE = marketFor('cards', 'de', 'de-DE', 'web')
const inScope = <T>(work: () => Promise<T>) => work()
const load = () => localLoadContext({ clientAddress: '127.0.0.1' })
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]

/** The test issuer's account picker, answered: the storefront callback URL with the token. */
async function pickAccount(authorize: URL, overrides: Record<string, string> = {}) {
  const answer = await fetch(`${backend().url}/google-test-issuer/authorize`, {
    method: 'POST',
    body: new URLSearchParams({
      ...Object.fromEntries(authorize.searchParams),
      email: 'katherine@example.test',
      name: 'Katherine Johnson',
      ...overrides,
    }),
    redirect: 'manual',
  })
  expect(answer.status).toBe(303)
  return new URL(answer.headers.get('location')!)
}

describe('Google sign-in client (contract shared with the backend)', () => {
  it('runs the redirect flow: state and nonce out, checked on the way back, session forwarded', async () => {
    const start = await inScope(() =>
      google.googleRedirectLoader(
        new Request(`${shop}/api/google-sign-in?redirectTo=/mein-konto`),
        load(),
      ),
    )
    expect(start.status).toBe(303)
    const authorize = new URL(start.headers.get('location')!)
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${shop}/api/google-sign-in`)
    // The authorization-code flow, the one Google offers a server's callback.
    expect(authorize.searchParams.get('response_type')).toBe('code')
    const state = cookieOf(start, 'shop_google_state')!
    expect(state).toBeTruthy()

    const back = await pickAccount(authorize)
    expect(back.searchParams.get('code')).toBeTruthy()
    expect(back.searchParams.has('credential')).toBe(false)
    const done = await inScope(() =>
      google.googleRedirectLoader(new Request(back, { headers: { cookie: state } }), load()),
    )
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/mein-konto')
    const session = cookieOf(done, 'shop_session')!
    expect(session).toMatch(/^shop_session=.+/)
    // A code is good once: the same answer again is refused.
    const replayed = await inScope(() =>
      google.googleRedirectLoader(new Request(back, { headers: { cookie: state } }), load()),
    )
    expect(replayed.headers.get('location')).toMatch(/google=failed/)

    const picture = await inScope(() =>
      google.customerPicture(new Request(`${shop}/mein-konto`, { headers: { cookie: session } }), {
        market: cardsDE,
        clientAddress: '127.0.0.1',
      }),
    )
    expect(picture).toMatch(/^data:image\/svg\+xml;/)
    expect(
      await inScope(() =>
        google.customerPicture(new Request(`${shop}/mein-konto`), {
          market: cardsDE,
          clientAddress: '127.0.0.1',
        }),
      ),
    ).toBeNull()
  })

  it('refuses a state the cookie does not hold, and a token for another nonce', async () => {
    const start = await inScope(() =>
      google.googleRedirectLoader(new Request(`${shop}/api/google-sign-in`), load()),
    )
    const authorize = new URL(start.headers.get('location')!)
    const state = cookieOf(start, 'shop_google_state')!
    const forged = await pickAccount(authorize, { state: 'forged' })
    const refused = await inScope(() =>
      google.googleRedirectLoader(new Request(forged, { headers: { cookie: state } }), load()),
    )
    expect(refused.headers.get('location')).toMatch(/^\/mein-konto\/anmelden\?google=failed/)
    expect(cookieOf(refused, 'shop_session')).toBeUndefined()

    const otherNonce = await pickAccount(authorize, { nonce: 'another' })
    const replayed = await inScope(() =>
      google.googleRedirectLoader(new Request(otherNonce, { headers: { cookie: state } }), load()),
    )
    expect(replayed.headers.get('location')).toMatch(/google=failed/)
  })

  it("signs in with the button's credential once, with the nonce of its cookie, and refuses a bad one", async () => {
    const asked = await inScope(() =>
      google.googleRedirectLoader(new Request(`${shop}/api/google-sign-in?nonce=1`), load()),
    )
    const { nonce } = (await asked.json()) as { nonce: string }
    const nonceCookie = cookieOf(asked, 'shop_google_nonce')!
    expect(nonceCookie).toBeTruthy()
    expect(nonceCookie).not.toContain(nonce)
    const token = await fetch(`${backend().url}/google-test-issuer/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: TEST_CLIENT_ID,
        email: 'mary@example.test',
        name: 'Mary',
        nonce,
      }),
    })
    const { credential } = (await token.json()) as { credential: string }
    const post = (value: string, cookie = nonceCookie) =>
      new Request(`${shop}/api/google-sign-in`, {
        method: 'POST',
        headers: { origin: shop, cookie },
        body: new URLSearchParams({ credential: value, redirectTo: '/warenkorb' }),
      })
    const refused = await inScope(() =>
      google.googleCredentialAction(post(`${credential}x`), load()),
    )
    expect(refused.status).toBe(401)
    expect(cookieOf(refused, 'shop_session')).toBeUndefined()
    // Without the nonce cookie: refused before the shop API is asked.
    expect(
      (await inScope(() => google.googleCredentialAction(post(credential, ''), load()))).status,
    ).toBe(401)

    const signedIn = await inScope(() => google.googleCredentialAction(post(credential), load()))
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('location')).toBe('/warenkorb')
    expect(cookieOf(signedIn, 'shop_session')).toMatch(/^shop_session=.+/)
    expect(cookieOf(signedIn, 'shop_google_nonce')).toBe('shop_google_nonce=')

    const replayed = await inScope(() => google.googleCredentialAction(post(credential), load()))
    expect(replayed.status).toBe(401)
    expect(cookieOf(replayed, 'shop_session')).toBeUndefined()
  })
})
