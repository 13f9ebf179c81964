import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { showsBackButton } from '~/domain/navigation'
import { desktopStartPath, startPathOf } from '~/domain/paths'
import { esiInclude, personalFragmentSrc } from '~/domain/personal-fragment'
import { comparablePath } from '~/domain/site-chrome'
import { useDialogActions } from '../dialogs/DialogProvider'
import { hrefOf, linkContextOf, marketPath, useSite, type LinkContext } from '../links'
import { SearchBox } from '../search/SearchBox'
import { BurgerNavigation } from './BurgerNavigation'
import { Icon } from './icons'
import { InfoItems, infoItemsPropsOf } from './InfoItems'
import { MainNavigation } from './MainNavigation'
import { assembledSlotHtml, personalSlotAttribute } from './personal-data'
import { SmartLink } from './SmartLink'
import type { CSSProperties, MouseEvent } from 'react'

/**
 * The header (site-chrome §2): on the web platform shop links, the burger, the logo, the search
 * box and the info items (magazine, service with the hotline, account, cart) over the main
 * navigation (on phones the search box is a row of its own below them);
 * on the app-like desktop platform a back button instead, hidden on the desktop start path.
 */
export function Header() {
  const site = useSite()
  const { t } = useTranslation('chrome')
  const { t: tCommon } = useTranslation()
  const { pathname, search } = useLocation()
  const dialogs = useDialogActions()
  if (!site) return null
  const { globalConfig, market } = site
  const linkContext: LinkContext = linkContextOf(site)
  const web = market.platform === 'web'
  const home = marketPath(startPathOf(market.platform), market)
  const logoText = globalConfig.logo?.text ?? 'Printhaus'

  /**
   * Logged out, the account item opens the login dialog; without JavaScript it is the login page.
   */
  const openLogin = (event: MouseEvent) => {
    if (!dialogs || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    dialogs.open('login')
  }
  const goBack = (event: MouseEvent) => {
    if (window.history.length <= 1) return
    event.preventDefault()
    window.history.back()
  }

  return (
    <header className={`site-header site-header--${market.platform}`}>
      {web && globalConfig.shopLinks.length > 0 ? (
        <nav className="shop-links" aria-label={tCommon('header.shops')}>
          <ul>
            {globalConfig.shopLinks.map((shop, index) => {
              const current = shop.link?.channel === market.channel
              return (
                <li key={shop._uid ?? index}>
                  <a
                    href={hrefOf(shop.link, linkContext)}
                    className={current ? 'is-current' : undefined}
                    aria-current={current ? 'true' : undefined}
                    style={
                      shop.color ? ({ '--shop-colour': shop.color } as CSSProperties) : undefined
                    }
                  >
                    {shop.icon ? <Icon name={shop.icon} /> : null}
                    {shop.text}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
      <div className="header-bar">
        {web ? <BurgerNavigation /> : null}
        {!web && showsBackButton(market.platform, comparablePath(pathname), desktopStartPath) ? (
          <a className="back-button" href={home} onClick={goBack}>
            <Icon name="back" />
            <span>{t('header.back')}</span>
          </a>
        ) : null}
        <Link to={home} className="logo" aria-label={`${logoText}: ${tCommon('site.home')}`}>
          <span className="logo__mark" aria-hidden="true">
            P
          </span>
          <span className="logo__text">{logoText}</span>
        </Link>
        <SearchBox className="site-search--header" />
        {site.personal === 'fragment' ? (
          // The shared page: the caching proxy includes the shopper's items here; while the page
          // hydrates it keeps what the proxy put in.
          <ul
            className="info-items"
            {...{ [personalSlotAttribute]: '' }}
            dangerouslySetInnerHTML={{
              __html:
                assembledSlotHtml() ?? esiInclude(personalFragmentSrc(`${pathname}${search}`)),
            }}
          />
        ) : (
          <ul className="info-items">
            <InfoItems
              {...infoItemsPropsOf(site)}
              Link={SmartLink}
              onLogin={openLogin}
              dialog={Boolean(dialogs)}
            />
          </ul>
        )}
      </div>
      {web ? <MainNavigation /> : null}
    </header>
  )
}
