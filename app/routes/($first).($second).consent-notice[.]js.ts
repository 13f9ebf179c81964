/**
 * `/consent-notice.js` (also below the sublocale and desktop prefixes): the consent notice's
 * script, first-party and without inline code.
 * The chrome injects it with `data-language`, `data-privacy-policy-url` and the texts; it
 * shows a banner until the shopper accepts or declines, keeps the answer in the `consent`
 * cookie (SameSite=Lax, a year) and announces it as a `consent-change` event (states
 * granted, declined, unknown) for the tracking and flag layers. A `[data-consent-reopen]`
 * link (the footer's) shows the banner again, so a choice can be withdrawn. The
 * click is taken in the capture phase on window: React stops a click inside a part that is
 * still waiting for its lazily loaded code (the footer) before it reaches the document.
 * The banner is a sheet at the bottom that leaves the header usable; it writes its height to
 * `--consent-banner-height`, the body's bottom padding while it shows, so the page's end can
 * scroll above it.
 */
import { consentCookieName } from '~/domain/consent'

// Comments stay out of the served source: it is sent as it is, to every page.
const source = String.raw`{
const script = document.querySelector('script[data-consent-notice]')
const data = script ? script.dataset : {}
const stored = (document.cookie.match(/(?:^|;\s*)${consentCookieName}=(granted|declined)(?:;|$)/) || [])[1] || 'unknown'
const publish = (state) => {
  window.shopConsent = state
  window.dispatchEvent(new CustomEvent('consent-change', { detail: { state } }))
}
const show = () => {
  if (document.querySelector('.consent-banner')) return
  const banner = document.createElement('section')
  banner.className = 'consent-banner'
  banner.lang = data.language || document.documentElement.lang
  banner.setAttribute('aria-label', data.title || '')
  const text = document.createElement('p')
  text.append(document.createTextNode((data.text || '') + ' '))
  const link = document.createElement('a')
  link.href = /^https?:\/\//.test(data.privacyPolicyUrl || '') ? data.privacyPolicyUrl : '/'
  link.textContent = data.privacyLabel || ''
  text.append(link)
  const actions = document.createElement('div')
  actions.className = 'consent-banner__actions'
  const choice = (label, state, variant) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'button ' + variant
    button.textContent = label || state
    button.addEventListener('click', () => {
      const secure = location.protocol === 'https:' ? '; Secure' : ''
      document.cookie = '${consentCookieName}=' + state + '; Max-Age=31536000; Path=/; SameSite=Lax' + secure
      banner.remove()
      publish(state)
    })
    return button
  }
  actions.append(choice(data.decline, 'declined', 'button--secondary'), choice(data.accept, 'granted', 'button--primary'))
  banner.append(text, actions)
  document.body.append(banner)
  const measure = () => document.documentElement.style.setProperty('--consent-banner-height', banner.offsetHeight + 'px')
  measure()
  if (window.ResizeObserver) new ResizeObserver(measure).observe(banner)
}
publish(stored)
if (stored === 'unknown') show()
window.addEventListener('click', (event) => {
  const reopen = event.target instanceof Element && event.target.closest('[data-consent-reopen]')
  if (!reopen) return
  event.preventDefault()
  show()
}, true)
}
`

export function loader() {
  return new Response(source, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
