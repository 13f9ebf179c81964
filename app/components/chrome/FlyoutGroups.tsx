import { memo } from 'react'
import { tileSizeOf } from '~/domain/site-chrome'
import { Image } from '../Image'
import { hrefOf, type LinkContext } from '../links'
import { idOf } from './item-key'
import { SmartLink } from './SmartLink'
import type { FlyoutGroup, FlyoutItem } from '~/services/global-config.server'

/**
 * A flyout's content: its groups (title, badge, items as tiles of the group's type, custom
 * items as links, sub-groups) in columns. Memoised: the navigation re-renders as flyouts open and
 * close, the links stay the same for the page.
 */
export const FlyoutGroups = memo(function FlyoutGroups({
  title,
  groups,
  linkContext,
}: {
  title?: string
  groups: FlyoutGroup[]
  linkContext: LinkContext
}) {
  return (
    <div className="flyout__inner" role="group" aria-label={title}>
      {groups.map((group, index) => (
        <FlyoutGroupView
          key={idOf({ _uid: group._uid, text: group.flyoutGroupIdentifier }, index)}
          group={group}
          linkContext={linkContext}
        />
      ))}
    </div>
  )
})

function FlyoutGroupView({
  group,
  linkContext,
  nested = false,
}: {
  group: FlyoutGroup
  linkContext: LinkContext
  nested?: boolean
}) {
  const items = group.flyoutGroupItems ?? []
  const custom = group.flyoutGroupItemsCustom ?? []
  const subGroups = group.subFlyoutGroups ?? []
  return (
    <section className={`flyout__group${nested ? ' flyout__group--nested' : ''}`}>
      {group.flyoutGroupTitle ? (
        <p className="flyout__title">
          {group.flyoutGroupTitle}
          {group.badge ? <span className="nav-badge">{group.badge}</span> : null}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={`flyout__tiles flyout__tiles--${group.type ?? 'square'}`}>
          {items.map((item, index) => (
            <li key={idOf(item, index)}>
              <FlyoutTile
                item={item}
                type={item.typeOverride || group.type}
                linkContext={linkContext}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {custom.length > 0 ? (
        <ul className="flyout__links">
          {custom.map((item, index) => (
            <li key={idOf(item, index)}>
              <SmartLink href={hrefOf(item.link, linkContext)}>
                {item.text ?? item.subnaviTitle}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      {subGroups.map((subGroup, index) => (
        <FlyoutGroupView
          key={idOf({ _uid: subGroup._uid, text: subGroup.flyoutGroupIdentifier }, index)}
          group={subGroup}
          linkContext={linkContext}
          nested
        />
      ))}
    </section>
  )
}

/** A flyout item: image and text; with `linkOnlyImage` only the image is the link. */
function FlyoutTile({
  item,
  type,
  linkContext,
}: {
  item: FlyoutItem
  type?: string
  linkContext: LinkContext
}) {
  // a featured story (a relation) gives the tile its link, title and image
  const featured = item.fullStoryData
  const href = hrefOf(featured?.link ?? item.link, linkContext)
  const size = tileSizeOf(type)
  const text = item.text ?? item.subnaviTitle ?? featured?.title
  const filename = item.asset?.filename ?? featured?.image?.filename
  const image = filename ? (
    <Image
      filename={filename}
      alt={item.linkOnlyImage ? text : ''}
      width={size.width}
      height={size.height}
      className={`tile-image tile-image--${type ?? 'square'}`}
    />
  ) : null
  if (item.linkOnlyImage) {
    return (
      <span className="flyout__tile">
        <SmartLink href={href}>{image}</SmartLink>
        <span aria-hidden="true">{text}</span>
      </span>
    )
  }
  return (
    <SmartLink className="flyout__tile" href={href}>
      {image}
      <span>{text}</span>
    </SmartLink>
  )
}
