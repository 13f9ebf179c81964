import type { LinkContext } from '../links'
import { island } from '../island'
import type { FlyoutGroup } from './chrome-data'

type Props = {
  id: string
  title?: string
  groups: FlyoutGroup[]
  linkContext: LinkContext
  hidden: boolean
  onLinkClick: () => void
}

/**
 * The flyout's groups are an island (ADR 106): hidden until the flyout opens (never on a
 * phone, where the burger takes over), so their code loads when a flyout is first shown.
 */
const FlyoutGroups = island('FlyoutGroups')

/** A main-navigation flyout: its groups in columns under the navigation. */
export function Flyout({ id, title, groups, linkContext, hidden, onLinkClick }: Props) {
  return (
    <div className="flyout" id={id} hidden={hidden} onClick={(event) => (event.target as Element).closest('a') && onLinkClick()}>
      <FlyoutGroups title={title} groups={groups} linkContext={linkContext} />
    </div>
  )
}
