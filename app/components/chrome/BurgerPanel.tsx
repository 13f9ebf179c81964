import { memo, useId, type Dispatch, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  extraMenuItems,
  isWallArtList,
  productMatrixWallArtFlag,
  telHref,
  wallArtGroups,
  type BurgerAction,
  type BurgerState,
} from '~/domain/site-chrome'
import { hrefOf, linkContextOf, useSite, type LinkContext } from '../links'
import { Icon } from './icons'
import { idOf } from './item-key'
import { NavBadge } from './NavBadge'
import { SmartLink } from './SmartLink'
import type { NavItem } from '~/services/global-config.server'

/**
 * The burger panel's content (BurgerNavigation.tsx): shop links, the navigation's levels,
 * the extra menu, hotline and footer links. Its `<details>` levels work as the browser's
 * before hydration and without JavaScript. Memoised, and given only the open item and accordion:
 * opening and closing the burger (or the header's other changes) do not re-render its links.
 */
export const BurgerPanel = memo(function BurgerPanel({
  activeItem,
  accordion,
  dispatch,
}: Pick<BurgerState, 'activeItem' | 'accordion'> & { dispatch: Dispatch<BurgerAction> }) {
  const site = useSite()
  const { t } = useTranslation('chrome')
  if (!site) return null
  const { globalConfig } = site
  const linkContext: LinkContext = linkContextOf(site)
  const burger = globalConfig.burger
  const treatments = (site as { treatments?: Record<string, string> }).treatments
  const extra = extraMenuItems(burger.extraMenu, treatments?.[productMatrixWallArtFlag] === 'on')
  const hotline = burger.serviceHotline ?? globalConfig.header.serviceHotline
  const items = globalConfig.mainNavigation

  /** With JavaScript, a summary click goes through the reducer instead of the browser. */
  const toggleWith = (action: BurgerAction) => (event: MouseEvent) => {
    event.preventDefault()
    dispatch(action)
  }

  return (
    <div className="burger__scroll">
      {globalConfig.shopLinks.length > 0 ? (
        <ul className="burger__shops" aria-label={t('burger.shops')}>
          {globalConfig.shopLinks.map((shop, index) => (
            <li key={shop._uid ?? index}>
              <a
                href={hrefOf(shop.link, linkContext)}
                style={shop.color ? { borderColor: shop.color } : undefined}
              >
                {shop.icon ? <Icon name={shop.icon} /> : null}
                {shop.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <nav aria-label={t('burger.navigation')}>
        <ul className="burger__list">
          {items.map((item, index) => {
            const id = idOf(item, index)
            const subItems = item.subItems ?? []
            if (subItems.length === 0) {
              return (
                <li key={id}>
                  <BurgerLink className="burger__link" item={item} linkContext={linkContext} />
                </li>
              )
            }
            const open = activeItem === id
            return (
              <li key={id}>
                <details className="burger__item" open={open}>
                  <summary
                    className="burger__link"
                    onClick={toggleWith(open ? { type: 'back' } : { type: 'openItem', id })}
                  >
                    <span className="burger__when-closed">
                      <span>{item.text}</span>
                      <NavBadge label={item.label} badge={item.badge} />
                      <Icon name="chevron" className="burger__chevron" />
                    </span>
                    <span className="burger__when-open">
                      <Icon name="back" />
                      {t('burger.back')}
                      <span className="visually-hidden">: {item.text}</span>
                    </span>
                  </summary>
                  <div className="burger__level">
                    <SmartLink
                      className="burger__level-title"
                      href={hrefOf(item.link, linkContext)}
                    >
                      {item.text}
                    </SmartLink>
                    <SecondaryList
                      parentId={id}
                      items={subItems}
                      accordion={accordion}
                      linkContext={linkContext}
                      onToggleAccordion={(accordionId) =>
                        toggleWith({ type: 'toggleAccordion', id: accordionId })
                      }
                    />
                  </div>
                </details>
              </li>
            )
          })}
        </ul>
      </nav>
      {extra.length > 0 ? (
        <ul className="burger__extra" aria-label={t('burger.more')}>
          {extra.map((item, index) => (
            <li key={idOf(item, index)}>
              <SmartLink href={hrefOf(item.link, linkContext)}>
                {item.icon ? <Icon name={item.icon} /> : null}
                {item.text}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      {hotline ? (
        <p className="burger__hotline">
          <a href={telHref(hotline)}>
            <Icon name="phone" />
            <span>
              {t('burger.hotline')} <strong>{hotline}</strong>
            </span>
          </a>
          {burger.serviceText ? (
            <span className="burger__service-text">{burger.serviceText}</span>
          ) : null}
        </p>
      ) : null}
      {burger.footer.length > 0 ? (
        <ul className="burger__footer">
          {burger.footer.map((item, index) => (
            <li key={idOf(item, index)}>
              <SmartLink href={hrefOf(item.link, linkContext)}>{item.text}</SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
})

type SecondaryProps = {
  parentId: string
  items: NavItem[]
  accordion: string | null
  linkContext: LinkContext
  onToggleAccordion: (id: string) => (event: MouseEvent) => void
}

/** A link of any level without a further level: its text and badge. */
function BurgerLink({
  className,
  item,
  linkContext,
}: {
  className: string
  item: NavItem
  linkContext: LinkContext
}) {
  return (
    <SmartLink className={className} href={hrefOf(item.link, linkContext)}>
      <span>{item.text}</span>
      <NavBadge label={item.label} badge={item.badge} />
    </SmartLink>
  )
}

/** The secondary level: plain links, accordions (the tertiary level) and the wall-art groups. */
function SecondaryList({
  parentId,
  items,
  accordion,
  linkContext,
  onToggleAccordion,
}: SecondaryProps) {
  const { t } = useTranslation('chrome')
  const groupId = useId()
  const renderItem = (item: NavItem, index: number) => {
    const id = `${parentId}/${idOf(item, index)}`
    const tertiary = item.subItems ?? []
    if (tertiary.length === 0) {
      return (
        <li key={id}>
          <BurgerLink
            className="burger__link burger__link--secondary"
            item={item}
            linkContext={linkContext}
          />
        </li>
      )
    }
    return (
      <li key={id}>
        <details className="burger__accordion" name={`burger-${parentId}`} open={accordion === id}>
          <summary className="burger__link burger__link--secondary" onClick={onToggleAccordion(id)}>
            <span>{item.text}</span>
            <NavBadge label={item.label} badge={item.badge} />
            <Icon name="chevron" className="burger__chevron burger__chevron--down" />
          </summary>
          <ul className="burger__tertiary">
            {tertiary.map((child, childIndex) => (
              <li key={idOf(child, childIndex)}>
                <BurgerLink
                  className="burger__link burger__link--tertiary"
                  item={child}
                  linkContext={linkContext}
                />
              </li>
            ))}
          </ul>
        </details>
      </li>
    )
  }

  if (!isWallArtList(items)) return <ul className="burger__secondary">{items.map(renderItem)}</ul>
  return (
    <div className="burger__groups">
      {wallArtGroups(items).map((group) => (
        <div key={group.category} className="burger__group">
          <p className="burger__group-title" id={`${groupId}-${group.category}`}>
            {t(`burger.group.${group.category}`)}
          </p>
          <ul className="burger__secondary" aria-labelledby={`${groupId}-${group.category}`}>
            {group.items.map(renderItem)}
          </ul>
        </div>
      ))}
    </div>
  )
}
