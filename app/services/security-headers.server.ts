import { captchaOrigins } from '~/domain/captcha'
import { captcha, env } from './env.server'
import { googleCspSources } from './google-sign-in.server'
import { formActionOrigins } from './market.server'
import { tagManagerCspOrigins } from './tag-manager.server'

/**
 * Security headers on every response. Scripts run only from the shop's origin or
 * with the request's nonce; the CMS's visual editor may frame the shop only in preview.
 */
export function securityHeaders({
  nonce,
  preview = false,
}: {
  nonce?: string
  preview?: boolean
}): Record<string, string> {
  const {
    CSP_SCRIPT_SOURCES,
    CSP_CONNECT_SOURCES,
    CSP_IMG_SOURCES,
    CSP_FRAME_SOURCES,
    HSTS_MAX_AGE,
    IMAGE_BASE_URL,
  } = env()
  const imageOrigin = /^https?:\/\//.test(IMAGE_BASE_URL) ? new URL(IMAGE_BASE_URL).origin : ''
  // The captcha provider's script and frame, only when its widget is configured.
  const captchaSources = captchaOrigins(captcha()).join(' ')
  // The tag manager's script, beacons and pixels, only when an id is configured.
  const tagManager = tagManagerCspOrigins().join(' ')
  // Google Identity Services' script, frames and pictures, only with a client id.
  const google = googleCspSources()
  const directives = [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''} ${captchaSources} ${tagManager} ${google.script} ${CSP_SCRIPT_SOURCES}`
      .replace(/\s+/g, ' ')
      .trim(),
    `style-src 'self' 'unsafe-inline' ${google.script}`.trim(),
    `img-src 'self' data: blob: ${imageOrigin} ${tagManager} ${google.img} ${CSP_IMG_SOURCES}`
      .replace(/\s+/g, ' ')
      .trim(),
    "font-src 'self'",
    `connect-src 'self' ${tagManager} ${google.script} ${CSP_CONNECT_SOURCES}`
      .replace(/\s+/g, ' ')
      .trim(),
    `frame-src 'self' ${captchaSources} ${google.script} ${CSP_FRAME_SOURCES}`
      .replace(/\s+/g, ' ')
      .trim(),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // The market switcher's GET form is redirected to another market's host: those hosts
    // are the shop too.
    `form-action 'self' ${formActionOrigins().join(' ')}`.trim(),
    preview ? "frame-ancestors 'self' https://app.storyblok.com" : "frame-ancestors 'none'",
  ]
  const headers: Record<string, string> = {
    'Content-Security-Policy': directives.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (!preview) headers['X-Frame-Options'] = 'DENY'
  if (HSTS_MAX_AGE > 0)
    headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE}; includeSubDomains`
  return headers
}
