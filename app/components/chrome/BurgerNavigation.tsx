import { useLocation } from '@remix-run/react'
import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { burgerBreakpoint, minWidthQuery } from '~/domain/constants'
import { burgerReducer, closedBurger, type BurgerAction } from '~/domain/site-chrome'
import { useSite } from '../links'
import { BurgerPanel } from './BurgerPanel'
import { Icon } from './icons'
import { useScrollLock } from './scroll-lock'
import { useOnMediaMatch } from './use-media-query'

/**
 * The burger navigation (site-chrome §2, §4): a full-screen panel with primary, secondary
 * and tertiary levels. Built from `<details>`, so without JavaScript it still opens and
 * every level is reachable; with JavaScript the same markup is driven by `burgerReducer`
 * (one accordion open, reset on close, close on link click, at 1000 px and on Escape).
 */
export function BurgerNavigation() {
  const site = useSite()
  const { t } = useTranslation('chrome')
  const [state, dispatch] = useReducer(burgerReducer, closedBurger)
  const root = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()

  // A shopper who opened the panel before hydration keeps it open.
  useEffect(() => {
    if (root.current?.open) dispatch({ type: 'open' })
  }, [])
  const close = useCallback(() => dispatch({ type: 'close' }), [])
  useOnMediaMatch(minWidthQuery(burgerBreakpoint), close, state.open)
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    close()
  }, [pathname, close])
  useScrollLock(state.open)

  if (!site) return null
  /** With JavaScript, a summary click goes through the reducer instead of the browser. */
  const toggleWith = (action: BurgerAction) => (event: MouseEvent) => {
    event.preventDefault()
    dispatch(action)
  }
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) dispatch({ type: 'close' })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !root.current?.open) return
    event.stopPropagation()
    if (state.level !== 'primary') {
      const summary = root.current?.querySelector<HTMLElement>('.burger__item[open] > summary')
      dispatch({ type: 'back' })
      summary?.focus()
    } else {
      dispatch({ type: 'close' })
      root.current?.querySelector<HTMLElement>(':scope > summary')?.focus()
    }
  }

  return (
    // Escape from the toggle as well as from inside the panel closes it and returns focus
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: Escape from the toggle and the panel's controls
    <details
      className="burger"
      ref={root}
      open={state.open}
      data-level={state.level}
      onKeyDown={onKeyDown}
    >
      <summary className="burger__toggle" onClick={toggleWith({ type: 'toggle' })}>
        <span className="burger__toggle-closed">
          <Icon name="menu" />
          <span className="burger__toggle-text">{t('burger.open')}</span>
        </span>
        <span className="burger__toggle-open">
          <Icon name="close" />
          <span className="visually-hidden">{t('burger.close')}</span>
        </span>
      </summary>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- delegated: the links inside are the controls (Enter on a link is a click) */}
      <div className="burger__panel" onClick={closeOnLink}>
        <p className="burger__title" aria-hidden="true">
          {t('burger.title')}
        </p>
        <BurgerPanel
          activeItem={state.activeItem}
          accordion={state.accordion}
          dispatch={dispatch}
        />
      </div>
    </details>
  )
}
