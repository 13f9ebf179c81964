import { consentChoiceOf, consentCookie, safeReturnPath } from '~/domain/consent'
import { readBody } from './request-body.server'

const MAX_BODY_BYTES = 4 * 1024

/**
 * The consent notice's form without JavaScript: stores the choice in the same
 * cookie the banner's script writes and sends the shopper back to the page (303).
 */
export async function consentFormResponse(request: Request): Promise<Response> {
  const text = new TextDecoder().decode(await readBody(request, MAX_BODY_BYTES))
  const form = new URLSearchParams(text)
  const choice = consentChoiceOf(form.get('consent'))
  if (!choice) return new Response('Expected consent=granted or consent=declined', { status: 400 })
  const secure = new URL(request.url).protocol === 'https:'
  return new Response(null, {
    status: 303,
    headers: {
      Location: safeReturnPath(form.get('returnTo')),
      'Set-Cookie': consentCookie(choice, secure),
      'Cache-Control': 'no-store',
    },
  })
}
