import { useTranslation } from 'react-i18next'
import { withRedirectTo } from '~/domain/account-forms'
import { cartArticlesAmountOf, fullNameOf, type Customer } from '~/domain/customer'
import { telHref } from '~/domain/site-chrome'
import { hasWishlist } from '~/domain/wishlist'
import { hrefOf, linkContextOf, marketPath } from '../links'
import { Icon } from './icons'
import type { ComponentType, MouseEvent, ReactNode } from 'react'
import type { Site } from '~/root-data'

export type InfoLinkProps = {
  href: string | undefined
  children: ReactNode
  title?: string
  'data-logged-in'?: string
}

type InfoLinkItem = { href: string | undefined; icon: string | undefined; text: string | undefined }

/** What the header's info items show, from the page's root data or the fragment's own. */
export type InfoItemsProps = {
  customer: Customer
  hrefs: { login: string; account: string; wishlist: string; cart: string | undefined }
  magazine: InfoLinkItem | null
  service: (InfoLinkItem & { hotline: string | undefined }) | null
  wishlist: boolean
  accountIcon?: string | undefined
  cartIcon?: string | undefined
  cartText?: string | undefined
  /** The page's client-side link; the fragment, rendered outside the router, a plain anchor. */
  Link: ComponentType<InfoLinkProps>
  /** Logged out: opens the login dialog (with JavaScript); without it the login page. */
  onLogin?: ((event: MouseEvent) => void) | undefined
  dialog?: boolean
}

/** The info items' props from root data (the page's, or the fragment's of the same shape). */
export function infoItemsPropsOf(site: Site): Omit<InfoItemsProps, 'Link' | 'onLogin' | 'dialog'> {
  const { market, customer, pagePaths } = site
  const header = site.globalConfig.header
  const web = market.platform === 'web'
  const linkContext = linkContextOf(site)
  const page = (id: string) => marketPath(pagePaths[id] ?? '/', market)
  return {
    customer,
    hrefs: {
      login: page('account-login'),
      account: page('account'),
      wishlist: page('wishlist'),
      cart:
        hrefOf(header.cart?.link, linkContext) ??
        hrefOf({ url: pagePaths['hand-off-basket'] }, linkContext),
    },
    magazine:
      web && header.magazine
        ? {
            href: hrefOf(header.magazine.link, linkContext),
            icon: header.magazine.icon,
            text: header.magazine.text,
          }
        : null,
    service:
      web && header.service
        ? {
            href: hrefOf(header.service.link, linkContext),
            icon: header.service.icon,
            text: header.service.text,
            hotline: header.serviceHotline,
          }
        : null,
    wishlist: hasWishlist(market.channel, market.locale),
    accountIcon: header.account?.icon,
    cartIcon: header.cart?.icon,
    cartText: header.cart?.text,
  }
}

/**
 * The header's info items (site-chrome §2): magazine, service with the hotline, and those that
 * differ per shopper, the account item (their name), the wishlist link and the basket with its
 * count. The same markup whether the page renders them itself or the caching proxy includes them
 * from the personal fragment.
 */
export function InfoItems({
  customer,
  hrefs,
  magazine,
  service,
  wishlist,
  accountIcon,
  cartIcon,
  cartText,
  Link,
  onLogin,
  dialog = false,
}: InfoItemsProps) {
  const { t } = useTranslation('chrome')
  const { t: tCommon } = useTranslation()
  const cartCount = cartArticlesAmountOf(customer)
  const fullName = fullNameOf(customer)
  return (
    <>
      {magazine ? (
        <li className="info-item info-item--magazine">
          <Link href={magazine.href}>
            <Icon name={magazine.icon ?? 'magazine'} />
            <span className="info-item__text">{magazine.text ?? tCommon('header.magazine')}</span>
          </Link>
        </li>
      ) : null}
      {service ? (
        <li className="info-item info-item--service">
          <Link href={service.href}>
            <Icon name={service.icon ?? 'service'} />
            <span className="info-item__text">{service.text ?? tCommon('header.service')}</span>
          </Link>
          {service.hotline ? (
            <a className="info-item__hotline" href={telHref(service.hotline)}>
              <span className="visually-hidden">{t('header.hotline')} </span>
              {service.hotline}
            </a>
          ) : null}
        </li>
      ) : null}
      <li className="info-item info-item--account account">
        {customer.isLoggedIn ? (
          <Link href={hrefs.account} data-logged-in="">
            <Icon name="login" />
            <span className="info-item__text info-item__name">
              {fullName || t('header.myAccount')}
            </span>
          </Link>
        ) : (
          <a href={hrefs.login} onClick={onLogin} aria-haspopup={dialog ? 'dialog' : undefined}>
            <Icon name={accountIcon ?? 'account'} />
            <span className="info-item__text">{t('header.login')}</span>
          </a>
        )}
      </li>
      {wishlist ? (
        <li className="info-item info-item--wishlist">
          {/* Logged out, straight to the login, which comes back to the wishlist. */}
          <Link
            href={
              customer.isLoggedIn ? hrefs.wishlist : withRedirectTo(hrefs.login, hrefs.wishlist)
            }
            title={t('header.wishlist')}
          >
            <Icon name="heart" />
            <span className="info-item__text">{t('header.wishlist')}</span>
          </Link>
        </li>
      ) : null}
      <li className="info-item info-item--cart cart">
        <a href={hrefs.cart}>
          <Icon name={cartIcon ?? 'cart'} />
          <span className="info-item__text">{cartText ?? tCommon('header.cart')}</span>
          <span className="cart-count" data-count={cartCount}>
            <span aria-hidden="true">{cartCount}</span>
            <span className="visually-hidden">
              {tCommon('header.cartCount', { count: cartCount })}
            </span>
          </span>
        </a>
      </li>
    </>
  )
}
