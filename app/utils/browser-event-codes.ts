/**
 * The event codes the browser logs itself: a subset of `event-codes.ts` (its test checks
 * every value against it), so the page's JavaScript does not carry the whole catalogue.
 */
export const browserEventCodes = {
  nuxtBootstrap: 'nuxt-bootstrap',
  nuxtErrorPageEncountered: 'nuxt-error-page-encountered',
  richtextRenderError: 'richtext-render-error',
  countdownDateInPast: 'countdown-date-in-past',
  teaserHeroImageFailedToLoad: 'teaser-hero-image-failed-to-load',
  teaserHeroVideoFailedToLoad: 'teaser-hero-video-failed-to-load',
} as const
