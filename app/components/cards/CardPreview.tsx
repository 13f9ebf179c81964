import type { AriaRole } from 'react'

/**
 * A design's picture as the shop draws it without a photo: the card's shape (aspect ratio,
 * corners), its colour and the motif's name, in CSS (`.card-tile__preview`). The card list's
 * tiles and the theme page show the same drawing. Decorative where a name beside it says the
 * same (`label` absent); otherwise an image with that text.
 */
export function CardPreview({
  name,
  aspectRatio,
  color,
  punching,
  label,
  className = '',
}: {
  name: string
  aspectRatio: string
  color: string
  punching: string
  label?: string
  className?: string
}) {
  const role: AriaRole | undefined = label ? 'img' : undefined
  return (
    <span
      className={`card-tile__preview card-tile__preview--${aspectRatio} card-tile__preview--${punching} ${className}`.trimEnd()}
      data-color={color}
      role={role}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {/* The motif's name is drawn on the card (CSS generated content): part of the picture,
          not the page's text; the picture's label or the tile's name says it. */}
      <span className="card-tile__motif" data-motif={name} aria-hidden="true" />
    </span>
  )
}
