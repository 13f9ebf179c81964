import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createCookie, json, type AppLoadContext, type Cookie } from '@remix-run/node'
import { safeRedirectPath } from '~/domain/account-forms'
import { eventKeys } from '~/utils/event-codes'
import {
  CustomerPictureAnswer,
  customerPicturePath,
  googleCredentialsPath,
} from '../../contracts/google-sign-in'
import { failureFields } from './account.server'
import { CustomerAnswerSchema } from './customer.server'
import { env } from './env.server'
import { forwardedCookies, privateNoStore, redirectWithCookies } from './form-action.server'
import { localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { requestContext, type RequestContext } from './request-context.server'
import { ShopApiError, shopFetch } from './shop-api.server'

/** The storefront's one callback of the redirect flow: the URI registered with Google. */
export const googleCallbackPath = '/api/google-sign-in'
/** The redirect flow's state, nonce and way back: signed, ten minutes. */
const STATE_MAX_AGE_S = 600
/** The button's nonce: signed, as long as a sign-in dialog may stay open. */
const NONCE_MAX_AGE_S = 600

/** The browser's part of the configuration; null without a client id. */
export function googleSignInConfig(): {
  clientId: string
  scriptOrigin: string
  /** The redirect flow (without JavaScript) needs the client secret for its code exchange. */
  redirectFlow: boolean
} | null {
  const { GOOGLE_CLIENT_ID, GOOGLE_IDENTITY_SCRIPT_ORIGIN, GOOGLE_CLIENT_SECRET } = env()
  return GOOGLE_CLIENT_ID
    ? {
        clientId: GOOGLE_CLIENT_ID,
        scriptOrigin: GOOGLE_IDENTITY_SCRIPT_ORIGIN,
        redirectFlow: Boolean(GOOGLE_CLIENT_SECRET),
      }
    : null
}

/** CSP sources for Google Identity Services and Google's profile pictures; empty when off. */
export function googleCspSources(): { script: string; img: string } {
  const config = googleSignInConfig()
  return config
    ? { script: config.scriptOrigin, img: 'https://*.googleusercontent.com' }
    : { script: '', img: '' }
}

type State = { state: string; nonce: string; redirectTo: string }

let cookies: { state: Cookie; nonce: Cookie } | undefined

/**
 * Both cookies signed with GOOGLE_COOKIE_SECRET (Remix's HMAC): one the shopper's browser did not
 * get from the shop, an injected `redirectTo` or nonce, reads as none.
 */
function googleCookies() {
  const options = {
    path: googleCallbackPath,
    httpOnly: true,
    sameSite: 'lax' as const,
    secrets: [env().GOOGLE_COOKIE_SECRET],
  }
  cookies ??= {
    state: createCookie('shop_google_state', { ...options, maxAge: STATE_MAX_AGE_S }),
    // The button's post arrives as single fetch's `/api/google-sign-in.data`, outside the path.
    nonce: createCookie('shop_google_nonce', { ...options, path: '/api', maxAge: NONCE_MAX_AGE_S }),
  }
  return cookies
}

const secureFor = (context: RequestContext) => ({ secure: context.url.protocol === 'https:' })

async function readState(request: Request): Promise<State | null> {
  const value = (await googleCookies().state.parse(request.headers.get('cookie'))) as unknown
  if (!value || typeof value !== 'object') return null
  const { state, nonce, redirectTo } = value as Partial<State>
  return typeof state === 'string' && typeof nonce === 'string' && typeof redirectTo === 'string'
    ? { state, nonce, redirectTo }
    : null
}

async function readNonce(request: Request): Promise<string | null> {
  const value = (await googleCookies().nonce.parse(request.headers.get('cookie'))) as unknown
  return typeof value === 'string' && value ? value : null
}

const clearedCookie = (cookie: Cookie, context: RequestContext) =>
  cookie.serialize('', { ...secureFor(context), maxAge: 0 })

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

function shopCall(request: Request, context: RequestContext) {
  return {
    market: context.market,
    cookie: request.headers.get('cookie'),
    referer: context.url.toString(),
    clientAddress: context.clientAddress,
  }
}

/** Hands the credential to the shop API: the customer's session cookies, or the error. */
async function signInWithCredential(
  request: Request,
  context: RequestContext,
  credential: string,
  nonce: string,
): Promise<string[]> {
  const { setCookies } = await shopFetch({
    ...shopCall(request, context),
    method: 'POST',
    path: googleCredentialsPath,
    body: { credential, nonce },
    schema: CustomerAnswerSchema,
  })
  return setCookies
}

/** The login page with the failure shown (`?google=failed`), keeping where the shopper was going. */
async function failedRedirect(
  request: Request,
  context: RequestContext,
  redirectTo: string | null,
) {
  const query = new URLSearchParams({ google: 'failed', ...(redirectTo ? { redirectTo } : {}) })
  const headers = forwardedCookies(request, [])
  headers.append('Set-Cookie', await clearedCookie(googleCookies().state, context))
  headers.set('Location', `${localisedPageHref('account-login', context)}?${query}`)
  return new Response(null, { status: 303, headers })
}

/**
 * `GET /api/google-sign-in`. With `nonce=1`: a nonce for the button (JSON, and in a signed
 * cookie). Without `code`: starts the redirect flow (state, nonce and the way back in a signed,
 * short-lived cookie, then Google's sign-in page). With it: Google's answer, checked against that
 * cookie (CSRF), the code exchanged for the ID token, which the shop API verifies (the nonce, and
 * that the token was not used before) before it starts the session.
 */
export async function googleRedirectLoader(
  request: Request,
  load: AppLoadContext,
): Promise<Response> {
  const context = requestContext(request, load)
  const config = googleSignInConfig()
  const query = context.url.searchParams
  const account = localisedPageHref('account', context)
  if (!config) return json({ message: 'Google sign-in is not configured.' }, { status: 404 })

  if (query.get('nonce') === '1') return buttonNonce(context)
  const code = query.get('code')
  if (!code) {
    const state: State = {
      state: randomBytes(18).toString('base64url'),
      nonce: randomBytes(18).toString('base64url'),
      redirectTo: safeRedirectPath(query.get('redirectTo'), account),
    }
    const authorize = new URL(env().GOOGLE_AUTHORIZE_URL)
    authorize.search = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: `${context.origin}${googleCallbackPath}`,
      // The authorization-code flow: Google answers a server's callback with a code in the query.
      response_type: 'code',
      scope: 'openid email profile',
      state: state.state,
      nonce: state.nonce,
    }).toString()
    const headers = new Headers({ ...privateNoStore, Location: authorize.toString() })
    headers.append('Set-Cookie', await googleCookies().state.serialize(state, secureFor(context)))
    return new Response(null, { status: 303, headers })
  }

  const expected = await readState(request)
  const returned = query.get('state') ?? ''
  // Checked again here: the way back is the shop's own path, whatever the cookie says.
  const redirectTo = expected ? safeRedirectPath(expected.redirectTo, account) : null
  if (!expected || !sameText(expected.state, returned)) {
    logEvent('warn', eventKeys.googleAuthCallbackFailed, {
      reason: expected ? 'state-mismatch' : 'state-missing',
    })
    return failedRedirect(request, context, redirectTo)
  }
  try {
    const credential = await exchangeCode(code, `${context.origin}${googleCallbackPath}`)
    const setCookies = await signInWithCredential(request, context, credential, expected.nonce)
    const answer = redirectWithCookies(request, redirectTo ?? account, setCookies)
    answer.headers.append('Set-Cookie', await clearedCookie(googleCookies().state, context))
    return answer
  } catch (error) {
    logEvent('warn', eventKeys.googleAuthCallbackFailed, {
      ...failureFields(error),
      reason: 'credential-refused',
    })
    return failedRedirect(request, context, redirectTo)
  }
}

/** A fresh nonce for Google's button, which puts it into the ID token it hands back. */
async function buttonNonce(context: RequestContext): Promise<Response> {
  const nonce = randomBytes(18).toString('base64url')
  const headers = new Headers(privateNoStore)
  headers.append('Set-Cookie', await googleCookies().nonce.serialize(nonce, secureFor(context)))
  return json({ nonce }, { headers })
}

/** The redirect flow's code exchanged at Google's token endpoint for the ID token (the credential). */
async function exchangeCode(code: string, redirectUri: string): Promise<string> {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_TOKEN_URL } = env()
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET || code.length > 2048)
    throw new Error('code exchange not possible')
  const response = await fetch(GOOGLE_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: GOOGLE_CLIENT_ID,
      client_secret: GOOGLE_CLIENT_SECRET,
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(5_000),
  })
  const answer = (await response.json().catch(() => null)) as { id_token?: unknown } | null
  if (!response.ok || typeof answer?.id_token !== 'string')
    throw new Error(`token endpoint answered ${response.status}`)
  return answer.id_token
}

/**
 * `POST /api/google-sign-in` with `credential` (and `redirectTo`): Google Identity Services'
 * callback in the browser, sent through the shop like the other account forms, with the nonce of
 * the signed cookie `?nonce=1` set.
 */
export async function googleCredentialAction(
  request: Request,
  load: AppLoadContext,
): Promise<Response> {
  const context = requestContext(request, load)
  if (!googleSignInConfig())
    return json({ message: 'Google sign-in is not configured.' }, { status: 404 })
  const form = await request.formData()
  const credential = form.get('credential')
  const redirectTo = safeRedirectPath(form.get('redirectTo'), localisedPageHref('account', context))
  if (typeof credential !== 'string' || credential.length === 0 || credential.length > 8192)
    return json(
      { status: 'error' as const, error: 'credential' },
      { status: 400, headers: privateNoStore },
    )
  const nonce = await readNonce(request)
  // Spent with this attempt, whatever its outcome: the next one asks for a fresh nonce.
  const spent = await clearedCookie(googleCookies().nonce, context)
  if (!nonce) {
    logEvent('warn', eventKeys.googleAuthCallbackFailed, { reason: 'nonce-missing', via: 'button' })
    return json(
      { status: 'error' as const, error: 'refused' },
      { status: 401, headers: { ...privateNoStore, 'Set-Cookie': spent } },
    )
  }
  try {
    const setCookies = await signInWithCredential(request, context, credential, nonce)
    const answer = redirectWithCookies(request, redirectTo, setCookies)
    answer.headers.append('Set-Cookie', spent)
    return answer
  } catch (error) {
    logEvent('warn', eventKeys.googleAuthCallbackFailed, { ...failureFields(error), via: 'button' })
    const status = error instanceof ShopApiError && error.status === 401 ? 401 : 503
    return json(
      { status: 'error' as const, error: 'refused' },
      { status, headers: { ...privateNoStore, 'Set-Cookie': spent } },
    )
  }
}

/** The signed-in customer's picture URL, or null (none, or the shop API could not say). */
export async function customerPicture(
  request: Request,
  { market, clientAddress }: Pick<RequestContext, 'market' | 'clientAddress'>,
): Promise<string | null> {
  try {
    const { data } = await shopFetch({
      market,
      path: customerPicturePath,
      cookie: request.headers.get('cookie'),
      clientAddress,
      schema: CustomerPictureAnswer,
    })
    return data.payload.url
  } catch (error) {
    if (!(error instanceof ShopApiError && error.status === 404))
      logEvent('warn', 'customer-picture-failed', failureFields(error))
    return null
  }
}
