import { colourOf, type NavLabel } from './chrome-data'

/** "Items can carry a badge label": the editor's label with its colours, or a plain badge. */
export function NavBadge({ label, badge }: { label?: NavLabel; badge?: string }) {
  if (label?.labelText) {
    const background = colourOf(label.labelBackgroundColor)
    const color = colourOf(label.labelTextColor)
    return (
      <span
        className="nav-badge"
        style={{ ...(background ? { background } : {}), ...(color ? { color } : {}) }}
      >
        {label.labelText}
      </span>
    )
  }
  return badge ? <span className="nav-badge">{badge}</span> : null
}
