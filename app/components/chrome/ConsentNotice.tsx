import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { privacyPolicyPaths } from '~/domain/site-chrome'
import { marketPath, useSite } from '../links'

export const consentScriptPath = '/consent-notice.js'
/** Where the notice's form posts a choice without JavaScript. */
export const consentActionPath = '/api/consent'
/** The notice's anchor: the footer's "privacy settings" link jumps here without JavaScript. */
export const consentNoticeId = 'consent-choice'

/**
 * The privacy notice (site-chrome §2 "Other"): the consent-notice script is injected with
 * the language and the country's privacy-policy URL and asks for consent. Without
 * JavaScript the notice is a plain paragraph at the end of the page with the link.
 *
 * The script tag is part of the server's HTML: a module script runs once the
 * document is parsed, before hydration, so its banner paints with the page instead of after
 * the framework's work (it was the theme page's largest paint). Not `async`: it must run
 * after parsing, when its banner is appended to the end of `<body>`, which React's
 * hydration leaves alone. Low fetch priority: the stylesheet, the hero and the app's
 * scripts come first. Once hydrated, the plain paragraph (at the end of the page) goes.
 */
export function ConsentNotice() {
  const site = useSite()
  const { t } = useTranslation('chrome')
  const [hydrated, setHydrated] = useState(false)
  const location = useLocation()
  const privacyUrl = site
    ? `${site.origin}${marketPath(privacyPolicyPaths[site.market.locale], site.market)}`
    : undefined

  // The language cannot change without a document load: the tag stays as it is.
  useEffect(() => setHydrated(true), [])

  if (!site || !privacyUrl) return null
  return (
    <>
      {hydrated ? null : (
        <aside className="consent-notice" id={consentNoticeId} aria-label={t('consent.title')}>
          <p>
            {t('consent.noScript')} <a href={privacyUrl}>{t('consent.privacy')}</a>
          </p>
          {/* The choice without JavaScript: the same cookie the banner writes, set by the server. */}
          <form method="post" action={consentActionPath} className="consent-banner__actions">
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <button
              type="submit"
              name="consent"
              value="declined"
              className="button button--secondary"
            >
              {t('consent.decline')}
            </button>
            <button type="submit" name="consent" value="granted" className="button button--primary">
              {t('consent.accept')}
            </button>
          </form>
        </aside>
      )}
      <script
        type="module"
        src={consentScriptPath}
        // Fetched after what the first paint needs; deferred, so it runs once the document is
        // parsed.
        {...{ fetchpriority: 'low' }}
        data-consent-notice=""
        data-language={site.market.language}
        data-privacy-policy-url={privacyUrl}
        data-title={t('consent.title')}
        data-text={t('consent.text')}
        data-privacy-label={t('consent.privacy')}
        data-accept={t('consent.accept')}
        data-decline={t('consent.decline')}
      />
    </>
  )
}
