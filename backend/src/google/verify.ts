import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import { testIssuerKeys, type GoogleSettings } from './test-issuer'

export interface GoogleIdentity {
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

/**
 * Checks an ID token (ADR 019) with `jose`: RS256 signature against Google's key set (or the
 * test issuer's), issuer, audience and expiry (a minute of clock skew), the nonce when one was
 * asked for, and a verified e-mail address.
 */
export function createGoogleVerifier(settings: GoogleSettings) {
  const keySet = settings.jwksUrl
    ? createRemoteJWKSet(new URL(settings.jwksUrl))
    : createLocalJWKSet({ keys: [testIssuerKeys().jwk] })
  return async (credential: string, nowMs: number, nonce?: string): Promise<GoogleIdentity> => {
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(credential, keySet, {
        issuer: settings.issuers,
        audience: settings.clientId,
        algorithms: ['RS256'],
        clockTolerance: 60,
        currentDate: new Date(nowMs),
        requiredClaims: ['sub', 'exp', 'iat'],
      }))
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new GoogleTokenError(error.code)
      throw error
    }
    if (nonce !== undefined && payload.nonce !== nonce) throw new GoogleTokenError('nonce')
    const email = str(payload.email)
    if (!email || payload.email_verified !== true) throw new GoogleTokenError('email-unverified')
    const name = str(payload.name)
    const picture = str(payload.picture)
    return {
      sub: str(payload.sub),
      email,
      givenName: str(payload.given_name) || name.split(/\s+/)[0] || email.split('@')[0]!,
      familyName: str(payload.family_name),
      picture: picture || null,
    }
  }
}
