import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { hrefOf, linkContextOf, usePageHref, useSite } from '../links'
import { MarketSwitcher } from '../market-switcher/MarketSwitcher'
import { consentNoticeId } from './ConsentNotice'

/**
 * The footer's content; SiteChrome renders the `<footer>` around it. Memoised: it has no props
 * and reads the page's data through context.
 */
export const FooterContent = memo(function FooterContent() {
  const site = useSite()
  const { t } = useTranslation()
  const pageHref = usePageHref()
  const footer = site?.globalConfig.footer
  if (!site || !footer) return null
  const linkContext = linkContextOf(site)
  return (
    <>
      <div className="footer-columns">
        {footer.columns.map((column, index) => (
          <section key={column.title ?? index}>
            {column.title ? <h2>{column.title}</h2> : null}
            <ul>
              {column.links.map((link, linkIndex) => (
                <li key={link.text ?? linkIndex}>
                  <a href={hrefOf(link.link, linkContext)}>{link.text}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <MarketSwitcher />
      <div className="footer-legal">
        <ul>
          {footer.legal.map((link, index) => (
            <li key={link.text ?? index}>
              <a href={hrefOf(link.link, linkContext)}>{link.text}</a>
            </li>
          ))}
          <li>
            {/* The shop's own pages, whatever the CMS footer lists. */}
            <a href={pageHref('express')}>{t('express.title')}</a>
          </li>
          <li>
            <a href={pageHref('toolbox')}>{t('toolbox.title')}</a>
          </li>
          <li>
            {/* Reopens the consent choice: the script shows the banner; without it, the notice's form. */}
            <a href={`#${consentNoticeId}`} data-consent-reopen="">
              {t('footer.privacySettings')}
            </a>
          </li>
        </ul>
        {footer.copyright ? <p>{footer.copyright}</p> : null}
      </div>
    </>
  )
})
