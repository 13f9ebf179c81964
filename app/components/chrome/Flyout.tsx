import type { LinkContext } from '../links'
import { island } from '../island'
import { useChromeIslandsLoader } from './chrome-islands'

type Props = {
  id: string
  title?: string
  /** The item's position in the main navigation: its groups come with the island data (ADR 134). */
  index: number
  linkContext: LinkContext
  hidden: boolean
  onLinkClick: () => void
}

/**
 * The flyout's groups are an island (ADR 106): hidden until the flyout opens (never on a
 * phone, where the burger takes over), so their code loads when a flyout is first shown.
 */
const FlyoutGroups = island('FlyoutGroups', { useData: useChromeIslandsLoader })

/** A main-navigation flyout: its groups in columns under the navigation. */
export function Flyout({ id, title, index, linkContext, hidden, onLinkClick }: Props) {
  return (
    <div className="flyout" id={id} hidden={hidden} onClick={(event) => (event.target as Element).closest('a') && onLinkClick()}>
      <FlyoutGroups title={title} index={index} linkContext={linkContext} />
    </div>
  )
}
