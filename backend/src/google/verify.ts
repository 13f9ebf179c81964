import { createHash } from 'node:crypto'
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import { testIssuerKeys, type GoogleSettings } from './test-issuer'

export interface GoogleIdentity {
  /** Names this one token: each signs in once. */
  tokenKey: string
  /** When the token expires (ms): until then its key is kept. */
  expiresAt: number
  sub: string
  email: string
  givenName: string
  familyName: string
  picture: string | null
}

/** Why a credential was refused, for the log; the shopper sees one message. */
export class GoogleTokenError extends Error {
  override name = 'GoogleTokenError'
  constructor(readonly reason: string) {
    super(`Google credential refused: ${reason}`)
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A minute of clock skew, on expiry and on how long a used token is remembered. */
const CLOCK_TOLERANCE_S = 60

/**
 * Checks an ID token with `jose`: RS256 signature against Google's key set (or the
 * test issuer's, when it is on), issuer, audience and expiry (a minute of clock skew), the nonce
 * the storefront asked for, and a verified e-mail address. Neither key set: every token refused.
 */
export function createGoogleVerifier(settings: GoogleSettings) {
  const keySet = settings.jwksUrl
    ? createRemoteJWKSet(new URL(settings.jwksUrl))
    : settings.testIssuer
      ? createLocalJWKSet({ keys: [testIssuerKeys().jwk] })
      : null
  return async (credential: string, nowMs: number, nonce?: string): Promise<GoogleIdentity> => {
    if (!keySet) throw new GoogleTokenError('google-sign-in-off')
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(credential, keySet, {
        issuer: settings.issuers,
        audience: settings.clientId,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: new Date(nowMs),
        requiredClaims: ['sub', 'exp', 'iat'],
      }))
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new GoogleTokenError(error.code)
      throw error
    }
    // The nonce binds the token to the browser that asked for it: one taken elsewhere is refused.
    if (!nonce || payload.nonce !== nonce) throw new GoogleTokenError('nonce')
    const email = str(payload.email)
    if (!email || payload.email_verified !== true) throw new GoogleTokenError('email-unverified')
    const name = str(payload.name)
    const picture = str(payload.picture)
    return {
      tokenKey: createHash('sha256')
        .update([payload.iss, payload.sub, payload.iat, payload.jti ?? '', nonce].join('\n'))
        .digest('hex'),
      expiresAt: (payload.exp! + CLOCK_TOLERANCE_S) * 1000,
      sub: str(payload.sub),
      email,
      givenName: str(payload.given_name) || name.split(/\s+/)[0] || email.split('@')[0]!,
      familyName: str(payload.family_name),
      picture: picture || null,
    }
  }
}
