/**
 * What a page decides about its field figures before anything is sent, small enough for the
 * first bundle (the server's checks are in `field-figures.ts`).
 */

/**
 * The page type of a route id, the label of a page's field figures and browser errors:
 * `home`, `content` (a content story), or the localised page's id without its path language
 * (`account-login/de/2` is `account-login`). The server accepts only the types it knows.
 */
export function pageTypeOf(routeId: string | undefined): string {
  if (routeId === 'routes/_index') return 'home'
  if (routeId === 'routes/$') return 'content'
  if (!routeId || routeId.startsWith('routes/')) return 'other'
  return routeId.split('/', 1)[0] || 'other'
}

/** Whether this page view's figures are sent, for a sample rate between 0 and 1. */
export function sampled(rate: number, random: number): boolean {
  return random < rate
}
