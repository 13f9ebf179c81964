import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/react'
import { privacyPolicyPaths } from '~/domain/site-chrome'
import { marketPath, useSite } from '../links'

export const consentScriptPath = '/consent-notice.js'

/**
 * The privacy notice (site-chrome §2 "Other"): the consent-notice script is injected with
 * the language and the country's privacy-policy URL and asks for consent. Without
 * JavaScript the notice is a plain paragraph at the end of the page with the link.
 */
export function ConsentNotice() {
  const site = useSite()
  const { t } = useTranslation('chrome')
  const [scripted, setScripted] = useState(false)
  const privacyUrl = site ? `${site.origin}${marketPath(privacyPolicyPaths[site.market.locale], site.market)}` : undefined

  useEffect(() => {
    if (!site || !privacyUrl || document.querySelector('script[data-consent-notice]')) {
      setScripted(true)
      return
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.src = consentScriptPath
    Object.assign(script.dataset, {
      consentNotice: '',
      language: site.market.language,
      privacyPolicyUrl: privacyUrl,
      title: t('consent.title'),
      text: t('consent.text'),
      privacyLabel: t('consent.privacy'),
      accept: t('consent.accept'),
      decline: t('consent.decline'),
    })
    document.head.appendChild(script)
    setScripted(true)
    // Injected once per document; the language cannot change without a document load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!site || !privacyUrl || scripted) return null
  return (
    <aside className="consent-notice" aria-label={t('consent.title')}>
      <p>
        {t('consent.noScript')} <a href={privacyUrl}>{t('consent.privacy')}</a>
      </p>
    </aside>
  )
}
