import { generateKeyPairSync } from 'node:crypto'
import { SignJWT } from 'jose'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CustomerPictureAnswer,
  customerPicturePath,
  googleCredentialsPath,
} from '../../../contracts/google-sign-in'
import {
  CARDS_DE,
  CookieJar,
  getJson,
  postJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
} from '../testing/harness'
import {
  signTestIdToken,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TEST_ISSUER,
  testIssuerKeys,
} from './test-issuer'

let backend: TestBackend

beforeEach(async () => {
  backend = await startTestBackend()
})
afterEach(async () => {
  await backend.close()
})
afterAll(() => removeTempDirs())

const ada = { email: 'ada@example.com', name: 'Ada Lovelace' }
/** The nonce the storefront asked for, which every token of these tests carries. */
const NONCE = 'n-storefront'
const token = (overrides: Partial<{ issuer: string; audience: string; nowMs: number }> = {}) =>
  signTestIdToken(
    { ...ada, nonce: NONCE },
    { issuer: TEST_ISSUER, audience: TEST_CLIENT_ID, nowMs: backend.clock.now(), ...overrides },
  )
const signIn = (credential: string, jar?: CookieJar, nonce: string | undefined = NONCE) =>
  postJson(`${backend.url}${googleCredentialsPath}`, { credential, nonce }, { jar })

describe('POST /web-api/customer-auth-google-credentials (contract: contracts/google-sign-in.ts)', () => {
  it('signs in with a valid ID token, creating the customer once, and keeps the picture', async () => {
    const jar = new CookieJar()
    const first = await signIn(await token(), jar)
    expect(first.status).toBe(200)
    expect(first.body.payload).toMatchObject({
      isLoggedIn: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
    expect(first.response.headers.get('set-cookie')).toMatch(/^shop_session=.+HttpOnly/i)
    const data = await getJson(`${backend.url}/web-api/customer-data`, { jar, headers: CARDS_DE })
    expect(data.body.payload.isLoggedIn).toBe(true)
    const picture = await getJson(`${backend.url}${customerPicturePath}`, {
      jar,
      headers: CARDS_DE,
    })
    expect(picture.status).toBe(200)
    expect(CustomerPictureAnswer.parse(picture.body).payload.url).toMatch(/^data:image\/svg\+xml;/)

    const again = await signIn(await token())
    expect(again.body.payload.number).toBe(first.body.payload.number)
  })

  it('signs in an existing e-mail customer, whose password still works', async () => {
    const signUp = await postJson(`${backend.url}/web-api/customer-signup`, {
      email: 'Ada@Example.com',
      password: 'analytical-engine',
      firstName: 'Ada',
      lastName: 'L.',
    })
    const google = await signIn(await token())
    expect(google.body.payload.number).toBe(signUp.body.payload.number)
    const login = await postJson(`${backend.url}/web-api/customer-login`, {
      email: 'ada@example.com',
      password: 'analytical-engine',
    })
    expect(login.status).toBe(200)
  })

  it('refuses a token signed with another key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = await new SignJWT({ email: ada.email, email_verified: true, nonce: NONCE })
      .setProtectedHeader({ alg: 'RS256', kid: testIssuerKeys().kid })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_CLIENT_ID)
      .setSubject('1')
      .setIssuedAt(Math.floor(backend.clock.now() / 1000))
      .setExpirationTime(Math.floor(backend.clock.now() / 1000) + 600)
      .sign(privateKey)
    const answer = await signIn(forged)
    expect(answer.status).toBe(401)
    expect(answer.body.message.text).toMatch(/Google/)
    expect(answer.response.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a wrong audience, a wrong issuer and an expired token', async () => {
    expect((await signIn(await token({ audience: 'someone-else' }))).status).toBe(401)
    expect((await signIn(await token({ issuer: 'https://accounts.google.com' }))).status).toBe(401)
    const old = await token({ nowMs: backend.clock.now() - 2 * 3600 * 1000 })
    expect((await signIn(old)).status).toBe(401)
    expect(backend.logs.map((line) => line.reason)).toEqual(
      expect.arrayContaining(['ERR_JWT_CLAIM_VALIDATION_FAILED', 'ERR_JWT_EXPIRED']),
    )
  })

  it('refuses a nonce other than the one asked for, garbage and an empty body', async () => {
    const withNonce = await signTestIdToken(
      { ...ada, nonce: 'n-1' },
      { issuer: TEST_ISSUER, audience: TEST_CLIENT_ID, nowMs: backend.clock.now() },
    )
    expect((await signIn(withNonce, undefined, 'n-2')).status).toBe(401)
    expect((await signIn(withNonce, undefined, undefined)).status).toBe(401)
    expect((await signIn(withNonce, undefined, 'n-1')).status).toBe(200)
    const without = await signTestIdToken(ada, {
      issuer: TEST_ISSUER,
      audience: TEST_CLIENT_ID,
      nowMs: backend.clock.now(),
    })
    expect((await signIn(without)).status).toBe(401)
    expect((await signIn('not.a.jwt')).status).toBe(401)
    expect((await postJson(`${backend.url}${googleCredentialsPath}`, {})).status).toBe(401)
  })

  it('accepts each ID token once: the same token again is refused, a new one signs in', async () => {
    const once = await token()
    expect((await signIn(once)).status).toBe(200)
    const replayed = await signIn(once)
    expect(replayed.status).toBe(401)
    expect(replayed.response.headers.get('set-cookie')).toBeNull()
    expect(backend.logs).toContainEqual(
      expect.objectContaining({ event: 'google-credential-refused', reason: 'replayed' }),
    )
    expect((await signIn(await token())).status).toBe(200)
  })
})

describe('without GOOGLE_TEST_ISSUER', () => {
  it('refuses the test issuer’s tokens and serves none of its endpoints', async () => {
    const credential = await token()
    await backend.close()
    backend = await startTestBackend({ google: { testIssuer: false } })
    const answer = await signIn(credential)
    expect(answer.status).toBe(401)
    expect(backend.logs.map((line) => line.reason)).toContain('google-sign-in-off')
    for (const path of ['.well-known/openid-configuration', 'jwks'])
      expect((await fetch(`${backend.url}/google-test-issuer/${path}`)).status).toBe(404)
    const minted = await fetch(`${backend.url}/google-test-issuer/token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: TEST_CLIENT_ID, email: ada.email, name: ada.name }),
    })
    expect(minted.status).toBe(404)
    expect((await fetch(`${backend.url}/gsi/client`)).status).toBe(404)
  })

  it('the test issuer refuses to start on an address other machines reach', async () => {
    await expect(
      startTestBackend({ host: '0.0.0.0', google: { testIssuer: true } }),
    ).rejects.toThrow(/loopback/)
  })
})

describe('GET /web-api/customer-picture', () => {
  it('is 404 without a session', async () => {
    const answer = await getJson(`${backend.url}${customerPicturePath}`, { headers: CARDS_DE })
    expect(answer.status).toBe(404)
  })
})

describe('the test issuer', () => {
  it('publishes its configuration and keys, and its account picker redirects with a token', async () => {
    const config = await getJson(
      `${backend.url}/google-test-issuer/.well-known/openid-configuration`,
    )
    expect(config.body).toMatchObject({
      issuer: TEST_ISSUER,
      jwks_uri: expect.stringMatching(/jwks$/),
    })
    const jwks = await getJson(config.body.jwks_uri)
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: testIssuerKeys().kid })

    const query = new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      redirect_uri: 'http://localhost:3000/api/google-sign-in',
      state: 's-1',
      nonce: 'n-1',
    })
    const page = await fetch(`${backend.url}/google-test-issuer/authorize?${query}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('name="state" value="s-1"')
    const picked = await fetch(`${backend.url}/google-test-issuer/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ ...Object.fromEntries(query), ...ada }),
      redirect: 'manual',
    })
    expect(picked.status).toBe(303)
    const back = new URL(picked.headers.get('location')!)
    expect(back.origin + back.pathname).toBe('http://localhost:3000/api/google-sign-in')
    expect(back.searchParams.get('state')).toBe('s-1')
    // The authorization-code flow: the code, exchanged once with the client's secret.
    const exchange = (secret: string) =>
      fetch(`${backend.url}/google-test-issuer/oauth-token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: back.searchParams.get('code') ?? '',
          client_id: TEST_CLIENT_ID,
          client_secret: secret,
          redirect_uri: 'http://localhost:3000/api/google-sign-in',
        }),
      })
    expect((await exchange('wrong-secret')).status).toBe(400)
    const token = (await (await exchange(TEST_CLIENT_SECRET)).json()) as { id_token?: string }
    // The wrong secret spent the code (one try, as a leaked code must not be guessed at).
    expect(token.id_token).toBeUndefined()

    const again = await fetch(`${backend.url}/google-test-issuer/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ ...Object.fromEntries(query), ...ada }),
      redirect: 'manual',
    })
    const code = new URL(again.headers.get('location')!).searchParams.get('code') ?? ''
    const good = await fetch(`${backend.url}/google-test-issuer/oauth-token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uri: 'http://localhost:3000/api/google-sign-in',
      }),
    })
    expect(good.status).toBe(200)
    const { id_token } = (await good.json()) as { id_token: string }
    expect((await signIn(id_token, undefined, 'n-1')).status).toBe(200)

    const elsewhere = new URLSearchParams({
      ...Object.fromEntries(query),
      redirect_uri: 'https://evil.example/',
    })
    expect((await fetch(`${backend.url}/google-test-issuer/authorize?${elsewhere}`)).status).toBe(
      400,
    )
  })
})
