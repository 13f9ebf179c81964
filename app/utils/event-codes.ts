/**
 * Every logged event code and event key (shop-core §8, site-chrome §8), so that logs and
 * tests name them one way.
 */

export const eventCodes = {
  storyblokPageNotFound: 'storyblok-page-not-found',
  contactFormPersonNotFound: 'contact-form-person-not-found',
  richtextRenderError: 'richtext-render-error',
  nuxtBootstrap: 'nuxt-bootstrap',
  nuxtErrorPageEncountered: 'nuxt-error-page-encountered',
  assetLoadOnSlug: 'asset-load-on-slug',
  errorAddVoucher: 'error-add-voucher',
  errorAddAccessory: 'error-add-accessory',
  errorNoMaterialsForFrameType: 'error-no-materials-for-frame-type',
  errorNoDefaultOptionForMaterialType: 'error-no-default-option-for-material-type',
  hybridParseError: 'hybrid-parse-error',
  translatorParseError: 'translator-parse-error',
  emptyHybridLayout: 'empty-hybrid-layout',
  cmsPageNotFound: 'cms-page-not-found',
  hybridSsrError: 'hybrid-ssr-error',
  newsletterNoRecaptchaToken: 'newsletter-no-recaptcha-token',
  newsletterRecaptchaError: 'newsletter-recaptcha-error',
  countdownDateInPast: 'countdown-date-in-past',
  teaserHeroImageFailedToLoad: 'teaser-hero-image-failed-to-load',
  teaserHeroVideoFailedToLoad: 'teaser-hero-video-failed-to-load',
} as const
export type EventCode = (typeof eventCodes)[keyof typeof eventCodes]

export const eventKeys = {
  loginError: 'login-error',
  passwordResetError: 'password-reset-error',
  signUpError: 'sign-up-error',
  overviewContainerLoadFailed: 'overview-container-load-failed',
  googleNotLoaded: 'google-not-loaded',
  googleButtonNotFound: 'google-button-not-found',
  googleOneTapSuccess: 'google-one-tap-success',
  googleAuthCallbackFailed: 'google-auth-callback-failed',
} as const
export type EventKey = (typeof eventKeys)[keyof typeof eventKeys]

/**
 * Sign-in and sign-up dialog events: "opened, closed, switched to sign-up and the various clicks".
 */
export const authDialogEvents = {
  opened: 'auth-dialog-opened',
  closed: 'auth-dialog-closed',
  switchedToSignUp: 'auth-dialog-switched-to-sign-up',
  switchedToLogin: 'auth-dialog-switched-to-login',
  loginClicked: 'auth-dialog-login-clicked',
  signUpClicked: 'auth-dialog-sign-up-clicked',
  passwordResetClicked: 'auth-dialog-password-reset-clicked',
  googleClicked: 'auth-dialog-google-clicked',
} as const
export type AuthDialogEvent = (typeof authDialogEvents)[keyof typeof authDialogEvents]

/** The feature-flag layer's logged errors (site-chrome §8); none is shown to users. */
export const flagEventCodes = {
  noTreatment: 'feature-flag-no-treatment',
  controlTreatment: 'feature-flag-control-treatment',
  treatmentChangedInSession: 'feature-flag-treatment-changed-in-session',
  treatmentChangedForUser: 'feature-flag-treatment-changed-for-user',
  userKeyChanged: 'feature-flag-user-key-changed',
  keyEmpty: 'feature-flag-key-empty',
  clientEmpty: 'feature-flag-client-empty',
  alreadyInitialised: 'feature-flag-already-initialised',
  authorizationKeyEmpty: 'feature-flag-authorization-key-empty',
  initialiseFailed: 'feature-flag-initialise-failed',
  trackFailed: 'feature-flag-track-failed',
} as const
export type FlagEventCode = (typeof flagEventCodes)[keyof typeof flagEventCodes]

/** "Fatal error, status 404, message 'Page Not Found: {path}'." */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`
}

/** "Timeout: 'TimeoutError' (operation aborted due to timeout)." */
export const timeoutErrorName = 'TimeoutError'
