import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { withRedirectTo } from '~/domain/account-forms'
import { cartArticlesAmountOf, fullNameOf } from '~/domain/customer'
import { showsBackButton } from '~/domain/navigation'
import { desktopStartPath, startPathOf } from '~/domain/paths'
import { comparablePath, telHref } from '~/domain/site-chrome'
import { hasWishlist } from '~/domain/wishlist'
import { useDialogActions } from '../dialogs/DialogProvider'
import { hrefOf, linkContextOf, marketPath, usePageHref, useSite, type LinkContext } from '../links'
import { SearchBox } from '../search/SearchBox'
import { BurgerNavigation } from './BurgerNavigation'
import { Icon } from './icons'
import { MainNavigation } from './MainNavigation'
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
  const { pathname } = useLocation()
  const dialogs = useDialogActions()
  const pageHref = usePageHref()
  if (!site) return null
  const { globalConfig, market, customer } = site
  const linkContext: LinkContext = linkContextOf(site)
  const header = globalConfig.header
  const web = market.platform === 'web'
  const home = marketPath(startPathOf(market.platform), market)
  const logoText = globalConfig.logo?.text ?? 'Printhaus'
  const cartCount = cartArticlesAmountOf(customer)
  const loginHref = pageHref('account-login')
  const accountHref = pageHref('account')
  const fullName = fullNameOf(customer)

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
        <ul className="info-items">
          {web && header.magazine ? (
            <li className="info-item info-item--magazine">
              <SmartLink href={hrefOf(header.magazine.link, linkContext)}>
                <Icon name={header.magazine.icon ?? 'magazine'} />
                <span className="info-item__text">
                  {header.magazine.text ?? tCommon('header.magazine')}
                </span>
              </SmartLink>
            </li>
          ) : null}
          {web && header.service ? (
            <li className="info-item info-item--service">
              <SmartLink href={hrefOf(header.service.link, linkContext)}>
                <Icon name={header.service.icon ?? 'service'} />
                <span className="info-item__text">
                  {header.service.text ?? tCommon('header.service')}
                </span>
              </SmartLink>
              {header.serviceHotline ? (
                <a className="info-item__hotline" href={telHref(header.serviceHotline)}>
                  <span className="visually-hidden">{t('header.hotline')} </span>
                  {header.serviceHotline}
                </a>
              ) : null}
            </li>
          ) : null}
          <li className="info-item info-item--account account">
            {customer.isLoggedIn ? (
              <SmartLink href={accountHref} data-logged-in="">
                <Icon name="login" />
                <span className="info-item__text info-item__name">
                  {fullName || t('header.myAccount')}
                </span>
              </SmartLink>
            ) : (
              <a
                href={loginHref}
                onClick={openLogin}
                aria-haspopup={dialogs ? 'dialog' : undefined}
              >
                <Icon name={header.account?.icon ?? 'account'} />
                <span className="info-item__text">{t('header.login')}</span>
              </a>
            )}
          </li>
          {hasWishlist(market.channel, market.locale) ? (
            <li className="info-item info-item--wishlist">
              {/* Logged out, straight to the login, which comes back to the wishlist. */}
              <SmartLink
                href={
                  customer.isLoggedIn
                    ? pageHref('wishlist')
                    : withRedirectTo(loginHref, pageHref('wishlist'))
                }
                title={t('header.wishlist')}
              >
                <Icon name="heart" />
                <span className="info-item__text">{t('header.wishlist')}</span>
              </SmartLink>
            </li>
          ) : null}
          <li className="info-item info-item--cart cart">
            <a
              href={
                hrefOf(header.cart?.link, linkContext) ??
                hrefOf({ url: site.pagePaths['hand-off-basket'] }, linkContext)
              }
            >
              <Icon name={header.cart?.icon ?? 'cart'} />
              <span className="info-item__text">{header.cart?.text ?? tCommon('header.cart')}</span>
              <span className="cart-count" data-count={cartCount}>
                <span aria-hidden="true">{cartCount}</span>
                <span className="visually-hidden">
                  {tCommon('header.cartCount', { count: cartCount })}
                </span>
              </span>
            </a>
          </li>
        </ul>
      </div>
      {web ? <MainNavigation /> : null}
    </header>
  )
}
