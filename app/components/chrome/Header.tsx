import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { startPathOf } from '~/domain/paths'
import { hrefOf, marketPath } from '../links'
import { useSite } from './use-site'

export function Header() {
  const site = useSite()
  const { t } = useTranslation()
  if (!site) return null
  const { globalConfig, market, customer } = site
  const linkContext = { market, shopOrigins: site.shopOrigins }
  const header = globalConfig.header
  const cartCount = customer.order.cartArticlesAmount
  const home = marketPath(startPathOf(market.platform), market)
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {globalConfig.shopLinks.length > 0 ? (
        <nav className="shop-links" aria-label={t('header.shops')}>
          <ul>
            {globalConfig.shopLinks.map((shop, index) => (
              <li key={shop._uid ?? index}>
                <a href={hrefOf(shop.link, linkContext)} style={shop.color ? { borderColor: shop.color } : undefined}>
                  {shop.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="header-bar">
        <Link to={home} className="logo" aria-label={`${globalConfig.logo?.text ?? 'Printhaus'}: ${t('site.home')}`}>
          {globalConfig.logo?.text ?? 'Printhaus'}
        </Link>
        <ul className="info-items">
          {header.magazine ? (
            <li>
              <a href={hrefOf(header.magazine.link, linkContext)}>{header.magazine.text ?? t('header.magazine')}</a>
            </li>
          ) : null}
          {header.service ? (
            <li>
              {header.serviceHotline ? (
                <a href={`tel:${header.serviceHotline.replace(/[^+\d]/g, '')}`}>
                  {header.service.text ?? t('header.service')} <span className="hotline">{header.serviceHotline}</span>
                </a>
              ) : (
                <a href={hrefOf(header.service.link, linkContext)}>{header.service.text ?? t('header.service')}</a>
              )}
            </li>
          ) : null}
          <li className="account">
            {customer.isLoggedIn ? (
              <span>
                {customer.firstName} {customer.lastName}
              </span>
            ) : (
              <a href={hrefOf(header.account?.link, linkContext) ?? marketPath('/login', market)}>
                {header.account?.text ?? t('header.account')}
              </a>
            )}
          </li>
          <li className="cart">
            <a href={hrefOf(header.cart?.link, linkContext) ?? marketPath('/warenkorb', market)}>
              {header.cart?.text ?? t('header.cart')}{' '}
              <span className="cart-count" aria-label={t('header.cartCount', { count: cartCount })}>
                {cartCount}
              </span>
            </a>
          </li>
        </ul>
      </div>
      {globalConfig.mainNavigation.length > 0 ? (
        <nav className="main-navigation" aria-label={t('header.mainNavigation')}>
          <ul>
            {globalConfig.mainNavigation
              .filter((item) => !item.isOnlyInBurgerNavigation)
              .map((item, index) => (
                <li key={item._uid ?? index}>
                  <a href={hrefOf(item.link, linkContext)}>{item.text}</a>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
