import { FlyoutGroups } from './FlyoutGroups'
import type { LinkContext } from '../links'
import type { FlyoutGroup } from '~/services/global-config.server'

type Props = {
  id: string
  title?: string
  groups: FlyoutGroup[]
  linkContext: LinkContext
  hidden: boolean
  onLinkClick: () => void
}

/** A main-navigation flyout: its groups in columns under the navigation. */
export function Flyout({ id, title, groups, linkContext, hidden, onLinkClick }: Props) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: closes after a click on one of its links
    <div
      className="flyout"
      id={id}
      hidden={hidden}
      onClick={(event) => (event.target as Element).closest('a') && onLinkClick()}
    >
      <FlyoutGroups title={title} groups={groups} linkContext={linkContext} />
    </div>
  )
}
