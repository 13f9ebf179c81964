import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { flyoutMinWidth, hoverQuery, minWidthQuery } from '~/domain/constants'
import { hasFlyout, mainNavigationItems } from '~/domain/navigation'
import { centredScrollLeft, selectionOf } from '~/domain/site-chrome'
import { hrefOf, linkContextOf, useSite } from '../links'
import { Flyout } from './Flyout'
import { Icon } from './icons'
import { idOf } from './item-key'
import { NavBadge } from './NavBadge'
import { animateScroll, useScrollButtons } from './scroll-strip'
import { SmartLink } from './SmartLink'
import { useActiveNavigation } from './use-active-navigation'

const flyoutQuery = `${minWidthQuery(flyoutMinWidth)} and ${hoverQuery}`
const closeDelayMs = 150

/**
 * The main navigation (site-chrome §2): a horizontally scrollable list with previous/next
 * buttons on overflow, the selected item centred on route change (500 ms), and flyouts on
 * hover (min-width 1000 px, fine pointer) and on keyboard focus, closed by Escape, by
 * leaving and on path change. Without JavaScript the items are plain links and the
 * flyouts open on hover through CSS.
 */
export function MainNavigation() {
  const site = useSite()
  const { t } = useTranslation('chrome')
  const { t: tCommon } = useTranslation()
  const { pathname, location, activeNavigation } = useActiveNavigation()
  const list = useRef<HTMLUListElement>(null)
  const { buttons, scrollByPage } = useScrollButtons(list)
  const [openFlyout, setOpenFlyout] = useState<string | null>(null)
  const [enhanced, setEnhanced] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>()
  /** Escape returns focus to the item; that focus must not open the flyout again. */
  const escaped = useRef(false)

  useEffect(() => {
    setEnhanced(true)
    const element = list.current
    if (!element) return
    // A flyout the shopper opened before the page was live (the CSS shows it on hover and focus)
    // stays open: its item becomes the open one.
    const items = [...element.querySelectorAll<HTMLElement>(':scope > .main-nav__item.has-flyout')]
    const shown = items.findIndex((item) => item.matches(':focus-within, :hover'))
    if (shown >= 0 && window.matchMedia(minWidthQuery(flyoutMinWidth)).matches)
      setOpenFlyout(items[shown]!.dataset.item ?? null)
  }, [])

  // "Flyouts … close on path change"; "the active item is scrolled to the centre on route change".
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current !== pathname) setOpenFlyout(null)
    shownPath.current = pathname
    const element = list.current
    const selected = element?.querySelector<HTMLElement>('.main-nav__item.is-selected')
    if (!element || !selected) return
    const target = centredScrollLeft(
      selected.offsetLeft,
      selected.offsetWidth,
      element.clientWidth,
      element.scrollWidth,
    )
    return animateScroll(element, target)
  }, [pathname, activeNavigation])

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  // Escape is a native listener on the list, for a key pressed anywhere in an open item, its
  // flyout's links included. The item's link takes focus.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const item = (event.target as Element | null)?.closest('.main-nav__item.is-open')
      if (!item) return
      event.stopPropagation()
      setOpenFlyout(null)
      escaped.current = true
      item.querySelector<HTMLElement>('.main-nav__link')?.focus()
      escaped.current = false
    }
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  }, [])
  // One object per page (linkContextOf keeps it): the flyouts' contents skip re-renders.
  const linkContext = site ? linkContextOf(site) : undefined

  if (!site || !linkContext) return null
  const allItems = site.globalConfig.mainNavigation
  const items = mainNavigationItems(allItems)
  if (items.length === 0) return null

  const canHover = () => window.matchMedia(flyoutQuery).matches
  const open = (id: string) => {
    clearTimeout(closeTimer.current)
    setOpenFlyout(id)
  }
  const closeSoon = () => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setOpenFlyout(null), closeDelayMs)
  }
  return (
    <nav
      className="main-nav"
      aria-label={tCommon('header.mainNavigation')}
      data-enhanced={enhanced ? '' : undefined}
    >
      <div className="main-nav__inner">
        {buttons.overflow ? (
          <button
            type="button"
            className="main-nav__scroll main-nav__scroll--prev"
            onClick={() => scrollByPage(-1)}
            disabled={buttons.atStart}
            aria-label={t('nav.previous')}
          >
            <Icon name="prev" />
          </button>
        ) : null}
        <ul className="main-nav__list" ref={list}>
          {items.map((item, index) => {
            const id = idOf(item, index)
            const selection = selectionOf(item, location, activeNavigation)
            const withFlyout = hasFlyout(item)
            const isOpen = withFlyout && openFlyout === id
            const flyoutId = `flyout-${index}`
            const onBlur = (event: FocusEvent<HTMLLIElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                setOpenFlyout((current) => (current === id ? null : current))
            }
            return (
              <li
                key={id}
                data-item={withFlyout ? id : undefined}
                className={`main-nav__item${selection ? ' is-selected' : ''}${withFlyout ? ' has-flyout' : ''}${isOpen ? ' is-open' : ''}`}
                onMouseEnter={withFlyout ? () => canHover() && open(id) : undefined}
                onMouseLeave={withFlyout ? closeSoon : undefined}
                onBlur={withFlyout ? onBlur : undefined}
              >
                <SmartLink
                  className="main-nav__link"
                  href={hrefOf(item.link, linkContext)}
                  aria-current={
                    selection === 'page' ? 'page' : selection === 'section' ? 'true' : undefined
                  }
                  aria-controls={withFlyout && enhanced ? flyoutId : undefined}
                  aria-expanded={withFlyout && enhanced ? isOpen : undefined}
                  onFocus={
                    withFlyout
                      ? () =>
                          !escaped.current &&
                          window.matchMedia(minWidthQuery(flyoutMinWidth)).matches &&
                          open(id)
                      : undefined
                  }
                >
                  <span>{item.text}</span>
                  <NavBadge label={item.label} badge={item.badge} />
                </SmartLink>
                {withFlyout ? (
                  <Flyout
                    id={flyoutId}
                    title={item.text}
                    groups={item.flyoutGroups ?? []}
                    linkContext={linkContext}
                    hidden={!isOpen}
                    onLinkClick={() => setOpenFlyout(null)}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
        {buttons.overflow ? (
          <button
            type="button"
            className="main-nav__scroll main-nav__scroll--next"
            onClick={() => scrollByPage(1)}
            disabled={buttons.atEnd}
            aria-label={t('nav.next')}
          >
            <Icon name="next" />
          </button>
        ) : null}
      </div>
    </nav>
  )
}
