import type { NavLabel } from '~/services/global-config.server'

/** "Items can carry a badge label": the editor's label with its colours, or a plain badge. */
export function NavBadge({ label, badge }: { label?: NavLabel; badge?: string }) {
  if (label?.labelText) {
    // colours are CSS hex values or nothing: the global-config service checked them
    const background = label.labelBackgroundColor
    const color = label.labelTextColor
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
