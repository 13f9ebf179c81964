import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import { SignJWT, type JWK } from 'jose'
import type { BackendModule } from '../app'
import type { Reply } from '../http/reply'
import type { RequestContext } from '../http/router'

/** The test issuer's `iss` when GOOGLE_ISSUER is not set: never Google's. */
export const TEST_ISSUER = 'https://google-test-issuer.invalid'
/** The audience the reference backend accepts when GOOGLE_CLIENT_ID is not set. */
export const TEST_CLIENT_ID = 'printhaus-test.apps.googleusercontent.com'

export interface GoogleSettings {
  /** The storefront's OAuth client id: the `aud` every ID token must name. */
  clientId: string
  /** Accepted `iss` values (Google uses two spellings). */
  issuers: string[]
  /** Google's key set; null: the test issuer's keys when `testIssuer` is on, else sign-in off. */
  jwksUrl: string | null
  /**
   * The test issuer (`GOOGLE_TEST_ISSUER`): its endpoints and keys, for tests on loopback only;
   * its public token endpoint signs anyone in as anyone.
   */
  testIssuer: boolean
  /** The client secret the test issuer's token endpoint expects with a code. */
  clientSecret: string
}

/** The storefront's GOOGLE_CLIENT_SECRET in the reference setup (the test issuer's only). */
export const TEST_CLIENT_SECRET = 'printhaus-test-client-secret'
/** How long a code of the redirect flow may wait for its exchange. */
const CODE_LIFETIME_MS = 60_000

export const DEFAULT_GOOGLE_SETTINGS: GoogleSettings = {
  clientId: TEST_CLIENT_ID,
  issuers: [TEST_ISSUER],
  jwksUrl: null,
  testIssuer: false,
  clientSecret: TEST_CLIENT_SECRET,
}

interface IssuerKeys {
  kid: string
  privateKey: KeyObject
  jwk: JWK
}

let keys: IssuerKeys | undefined

/** The test issuer's RSA key pair: made once per process, so its tokens die with it. */
export function testIssuerKeys(): IssuerKeys {
  if (keys) return keys
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = randomBytes(8).toString('hex')
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as JWK), kid, alg: 'RS256', use: 'sig' }
  keys = { kid, privateKey, jwk }
  return keys
}

export interface TestIdentity {
  email: string
  name: string
  nonce?: string
}

/** A small round picture with the initial: an inline image, so it needs no image host. */
export function initialPicture(name: string): string {
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/g, '?')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="48" fill="#1a73e8"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Signs an ID token the way Google does, with the test issuer's key. */
export async function signTestIdToken(
  identity: TestIdentity,
  options: { issuer: string; audience: string; nowMs: number },
): Promise<string> {
  const { kid, privateKey } = testIssuerKeys()
  const email = identity.email.trim()
  const [given, ...family] = identity.name.trim().split(/\s+/)
  const issuedAt = Math.floor(options.nowMs / 1000)
  return new SignJWT({
    email,
    email_verified: true,
    name: identity.name.trim(),
    given_name: given ?? '',
    family_name: family.join(' '),
    picture: initialPicture(identity.name),
    ...(identity.nonce ? { nonce: identity.nonce } : {}),
  })
    .setJti(randomBytes(12).toString('base64url'))
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setSubject(createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 21))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(privateKey)
}

const html = (status: number, body: string): Reply => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *",
  },
  body,
})

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

const text = (status: number, body: string): Reply => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: `${body}\n`,
})

const OFF = 'The test issuer is off: GOOGLE_TEST_ISSUER is not set.'

const field = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * A stand-in for Google's sign-in, so the storefront's Google flows run offline: an
 * OpenID configuration, the key set, an account picker that redirects back with a signed ID token,
 * a token endpoint for the stand-in `gsi/client` script, and that script.
 */
export const googleTestIssuerModule: BackendModule = {
  name: 'google-test-issuer',
  register(router, app) {
    const { settings, now } = app
    const issuer = settings.google.issuers[0] ?? TEST_ISSUER
    const base = (ctx: RequestContext) =>
      `${ctx.secure ? 'https' : 'http'}://${ctx.req.headers.host ?? 'localhost'}/google-test-issuer`
    const storefrontOrigins = new Set(
      [settings.storefrontUrl, ...[...settings.storefrontOrigins.values()].flat()].map(
        (url) => new URL(url).origin,
      ),
    )
    // Only where the backend trusts its keys, and only when a test setup asked for it.
    const enabled = settings.google.testIssuer && settings.google.jwksUrl === null
    /** Codes of the redirect flow not yet exchanged (bounded by their one-minute lifetime). */
    const codes = new Map<
      string,
      { email: string; name: string; nonce?: string; redirectUri: string; expiresAt: number }
    >()

    router.get('/google-test-issuer/.well-known/openid-configuration', (ctx) =>
      enabled
        ? {
            status: 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: JSON.stringify({
              issuer,
              authorization_endpoint: `${base(ctx)}/authorize`,
              jwks_uri: `${base(ctx)}/jwks`,
              token_endpoint: `${base(ctx)}/oauth-token`,
              response_types_supported: ['code', 'id_token'],
              id_token_signing_alg_values_supported: ['RS256'],
            }),
          }
        : text(404, OFF),
    )

    router.get('/google-test-issuer/jwks', () =>
      enabled
        ? {
            status: 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: JSON.stringify({ keys: [testIssuerKeys().jwk] }),
          }
        : text(404, OFF),
    )

    /** The redirect target, when it is on one of the storefront's origins. */
    const redirectUriOf = (value: unknown): URL | null => {
      try {
        const url = new URL(field(value))
        return storefrontOrigins.has(url.origin) ? url : null
      } catch {
        return null
      }
    }

    router.get('/google-test-issuer/authorize', ({ query }) => {
      if (!enabled) return text(404, OFF)
      if (query.get('client_id') !== settings.google.clientId)
        return text(400, 'Unknown client_id.')
      if (!redirectUriOf(query.get('redirect_uri')))
        return text(400, 'redirect_uri must be on the storefront.')
      const hidden = ['client_id', 'redirect_uri', 'state', 'nonce']
        .map(
          (name) =>
            `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`,
        )
        .join('')
      return html(
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with Google (test issuer)</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto">
<h1>Sign in with Google</h1><p>The reference backend's test issuer: choose the account to sign in with.</p>
<form method="post" action="/google-test-issuer/authorize">${hidden}
<p><label>E-mail <input type="email" name="email" required value="ada@example.com"></label></p>
<p><label>Name <input name="name" required value="Ada Lovelace"></label></p>
<p><button type="submit">Continue</button></p></form></body></html>`,
      )
    })

    router.post('/google-test-issuer/authorize', async (ctx) => {
      if (!enabled) return text(404, OFF)
      const form = await ctx.form()
      const target = redirectUriOf(form.redirect_uri)
      if (field(form.client_id) !== settings.google.clientId || !target)
        return text(400, 'Unknown client_id or redirect_uri.')
      if (!field(form.email) || !field(form.name)) return text(400, 'E-mail and name are needed.')
      // The authorization-code flow, as Google answers a server's callback: a one-time code in
      // the query, exchanged for the ID token at the token endpoint.
      const code = randomBytes(18).toString('base64url')
      codes.set(code, {
        email: field(form.email),
        name: field(form.name),
        nonce: field(form.nonce) || undefined,
        redirectUri: target.toString(),
        expiresAt: now() + CODE_LIFETIME_MS,
      })
      target.searchParams.set('code', code)
      target.searchParams.set('state', field(form.state))
      return { status: 303, headers: { location: target.toString(), 'cache-control': 'no-store' } }
    })

    // Google's `oauth2.googleapis.com/token` for the code: once, for the same client and redirect
    // URI, within a minute.
    router.post('/google-test-issuer/oauth-token', async (ctx) => {
      if (!enabled) return text(404, OFF)
      const form = await ctx.form()
      const grant = codes.get(field(form.code))
      codes.delete(field(form.code))
      const json = (status: number, body: unknown): Reply => ({
        status,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        body: JSON.stringify(body),
      })
      if (
        field(form.grant_type) !== 'authorization_code' ||
        field(form.client_id) !== settings.google.clientId ||
        field(form.client_secret) !== settings.google.clientSecret ||
        !grant ||
        grant.expiresAt < now() ||
        field(form.redirect_uri) !== grant.redirectUri.replace(/[?].*$/, '')
      )
        return json(400, { error: 'invalid_grant' })
      const idToken = await signTestIdToken(
        { email: grant.email, name: grant.name, nonce: grant.nonce },
        { issuer, audience: settings.google.clientId, nowMs: now() },
      )
      return json(200, { id_token: idToken, token_type: 'Bearer', expires_in: 3600 })
    })

    // The stand-in script's request: a simple CORS POST (url-encoded, no preflight).
    router.post('/google-test-issuer/token', async (ctx) => {
      if (!enabled) return text(404, OFF)
      const form = await ctx.form()
      const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' }
      if (field(form.client_id) !== settings.google.clientId || !field(form.email))
        return { ...text(400, 'Unknown client_id or no e-mail.'), headers: cors }
      const credential = await signTestIdToken(
        {
          email: field(form.email),
          name: field(form.name) || field(form.email),
          nonce: field(form.nonce) || undefined,
        },
        { issuer, audience: settings.google.clientId, nowMs: now() },
      )
      return {
        status: 200,
        headers: { ...cors, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ credential }),
      }
    })

    router.get('/gsi/client', (ctx) => {
      if (!enabled) return text(404, OFF)
      return {
        status: 200,
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
        body: gsiStandIn(`${base(ctx)}/token`),
      }
    })
  },
}

/**
 * `google.accounts.id.initialize/renderButton/prompt`, enough for the storefront: the button
 * shows an account picker (e-mail, name) and hands the callback `{ credential }` like Google's.
 */
function gsiStandIn(tokenUrl: string): string {
  return `;(() => {
  let options = {}
  const tokenUrl = ${JSON.stringify(tokenUrl)}
  function signIn(email, name) {
    const body = new URLSearchParams({ client_id: options.client_id || '', email, name, nonce: options.nonce || '' })
    return fetch(tokenUrl, { method: 'POST', body })
      .then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error('token ' + answer.status))))
      .then(({ credential }) => options.callback && options.callback({ credential, select_by: 'btn' }))
  }
  function renderButton(parent, config) {
    if (!parent) throw new Error('renderButton: no parent element')
    const box = document.createElement('div')
    box.className = 'gsi-stand-in'
    box.setAttribute('data-gsi-stand-in', '')
    const email = Object.assign(document.createElement('input'), { type: 'email', value: 'ada@example.com' })
    email.setAttribute('aria-label', 'Google account e-mail (test issuer)')
    const name = Object.assign(document.createElement('input'), { value: 'Ada Lovelace' })
    name.setAttribute('aria-label', 'Google account name (test issuer)')
    const button = Object.assign(document.createElement('button'), { type: 'button' })
    button.textContent = (config && config.text) === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google'
    button.addEventListener('click', () => void signIn(email.value, name.value).catch((error) => console.error(error)))
    box.append(email, name, button)
    parent.replaceChildren(box)
  }
  window.google = window.google || {}
  window.google.accounts = window.google.accounts || {}
  window.google.accounts.id = {
    initialize(config) { options = config || {} },
    renderButton,
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
  }
})()
`
}
