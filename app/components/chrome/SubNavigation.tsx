import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  comparableLinkPath,
  comparablePath,
  groupSubNavigation,
  subNavigationFor,
  tileSizeOf,
} from '~/domain/site-chrome'
import { Image } from '../Image'
import { hrefOf, linkContextOf, useSite, type LinkContext } from '../links'
import { Icon } from './icons'
import { useScrollButtons } from './scroll-strip'
import { SmartLink } from './SmartLink'
import { useActiveNavigation } from './use-active-navigation'
import type { Asset } from '~/services/global-config.server'

type Element = {
  _uid?: string
  id?: string
  type?: string
  text?: string
  label?: string
  link?: { url?: string; cached_url?: string }
  image?: Asset
}

/**
 * The sub-navigation strip for the page's active navigation type (site-chrome §2): category
 * headings and tiles (circle 76x76, square 73x110, square-image 110x110); the tile of the
 * current path is active. Hidden on the feed pages unless the type always shows it. A strip wider
 * than the page scrolls, with previous/next buttons once the page is live.
 */
export function SubNavigation() {
  const site = useSite()
  const { t } = useTranslation('chrome')
  const { pathname, activeNavigation } = useActiveNavigation()
  const scroller = useRef<HTMLDivElement>(null)
  // Measured again when another page shows another strip.
  const { buttons, scrollByPage } = useScrollButtons(scroller, `${activeNavigation}:${pathname}`)
  if (!site) return null
  const { globalConfig } = site
  const strip = subNavigationFor(
    globalConfig.subNavigation,
    activeNavigation,
    pathname,
    globalConfig.mainNavigation,
  )
  if (!strip) return null
  const groups = groupSubNavigation(strip.elements as Element[])
  if (groups.length === 0) return null
  const linkContext: LinkContext = linkContextOf(site)
  const current = comparablePath(pathname)
  const owner = globalConfig.mainNavigation.find(
    (item) => item.navigationType === strip.navigationType,
  )
  return (
    <nav
      className="sub-nav"
      aria-label={owner?.text ? t('subnav.labelFor', { name: owner.text }) : t('subnav.label')}
      data-navigation-type={strip.navigationType}
    >
      {buttons.overflow ? (
        <button
          type="button"
          className="sub-nav__scroll sub-nav__scroll--prev"
          onClick={() => scrollByPage(-1)}
          disabled={buttons.atStart}
          aria-label={t('nav.previous')}
        >
          <Icon name="prev" />
        </button>
      ) : null}
      <div className="sub-nav__scroller" ref={scroller}>
        {groups.map((group, groupIndex) => (
          <div className="sub-nav__group" key={group.heading?.id ?? groupIndex}>
            {group.heading?.text ? (
              <p className="sub-nav__heading" id={`sub-nav-${groupIndex}`}>
                {group.heading.text}
              </p>
            ) : null}
            <ul
              className="sub-nav__tiles"
              aria-labelledby={group.heading?.text ? `sub-nav-${groupIndex}` : undefined}
            >
              {group.tiles.map((tile, index) => {
                const type = tile.type ?? 'square'
                const size = tileSizeOf(type)
                const active =
                  comparableLinkPath(tile.link?.url || tile.link?.cached_url) === current
                return (
                  <li key={tile.id ?? tile._uid ?? index}>
                    <SmartLink
                      className={`sub-nav__tile sub-nav__tile--${type}${active ? ' is-active' : ''}`}
                      href={hrefOf(tile.link, linkContext)}
                      aria-current={active ? 'page' : undefined}
                    >
                      <span
                        className="sub-nav__image"
                        style={{ width: size.width, height: size.height }}
                      >
                        {tile.image?.filename ? (
                          <Image
                            filename={tile.image.filename}
                            alt=""
                            width={size.width}
                            height={size.height}
                          />
                        ) : null}
                      </span>
                      <span className="sub-nav__text">{tile.text}</span>
                      {tile.label ? (
                        <span className="nav-badge sub-nav__label">{tile.label}</span>
                      ) : null}
                    </SmartLink>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
      {buttons.overflow ? (
        <button
          type="button"
          className="sub-nav__scroll sub-nav__scroll--next"
          onClick={() => scrollByPage(1)}
          disabled={buttons.atEnd}
          aria-label={t('nav.next')}
        >
          <Icon name="next" />
        </button>
      ) : null}
    </nav>
  )
}
