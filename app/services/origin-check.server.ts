/**
 * Whether a state-changing request comes from the shop's own pages: the Origin header
 * (or, without it, the Referer) names the same host the request was sent to. Browsers
 * send Origin on every cross-site POST, so a form on another site is refused.
 */
export function isSameOrigin(request: Request): boolean {
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase()
  const source = request.headers.get('origin') ?? request.headers.get('referer')
  if (!source || source === 'null') return false
  try {
    return new URL(source).host.toLowerCase() === host
  } catch {
    return false
  }
}
