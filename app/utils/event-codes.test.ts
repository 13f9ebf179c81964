import { describe, expect, it } from 'vitest'
import {
  authDialogEvents,
  eventCodes,
  eventKeys,
  flagEventCodes,
  pageNotFoundMessage,
  timeoutErrorName,
} from './event-codes'

describe('event codes (shop-core §8 "Logged event codes")', () => {
  it('lists the twenty codes of the spec', () => {
    expect(Object.values(eventCodes).sort()).toEqual(
      [
        'storyblok-page-not-found',
        'contact-form-person-not-found',
        'richtext-render-error',
        'nuxt-bootstrap',
        'nuxt-error-page-encountered',
        'asset-load-on-slug',
        'error-add-voucher',
        'error-add-accessory',
        'error-no-materials-for-frame-type',
        'error-no-default-option-for-material-type',
        'hybrid-parse-error',
        'translator-parse-error',
        'empty-hybrid-layout',
        'cms-page-not-found',
        'hybrid-ssr-error',
        'newsletter-no-recaptcha-token',
        'newsletter-recaptcha-error',
        'countdown-date-in-past',
        'teaser-hero-image-failed-to-load',
        'teaser-hero-video-failed-to-load',
      ].sort(),
    )
  })

  it('"Event keys: login-error, password-reset-error, sign-up-error, overview-container-load-failed, google-not-loaded, google-button-not-found, google-one-tap-success, google-auth-callback-failed."', () => {
    expect(Object.values(eventKeys)).toEqual([
      'login-error',
      'password-reset-error',
      'sign-up-error',
      'overview-container-load-failed',
      'google-not-loaded',
      'google-button-not-found',
      'google-one-tap-success',
      'google-auth-callback-failed',
    ])
  })

  it('"Sign-in and sign-up dialog events cover opened, closed, switched to sign-up and the various clicks"', () => {
    expect(authDialogEvents).toMatchObject({
      opened: 'auth-dialog-opened',
      closed: 'auth-dialog-closed',
      switchedToSignUp: 'auth-dialog-switched-to-sign-up',
    })
  })

  it('every code, key and event is unique across the catalogues', () => {
    const all = [eventCodes, eventKeys, authDialogEvents, flagEventCodes].flatMap((catalogue) =>
      Object.values(catalogue),
    )
    expect(new Set(all).size).toBe(all.length)
    for (const code of all) expect(code).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('"Fatal error, status 404, message \'Page Not Found: {path}\'."', () => {
    expect(pageNotFoundMessage('/fr/x?y=1')).toBe('Page Not Found: /fr/x?y=1')
  })

  it('"Timeout: \'TimeoutError\'"', () => {
    expect(timeoutErrorName).toBe('TimeoutError')
  })
})
