import { Image } from '../Image'
import type { CardPicture } from '~/domain/card-picture'

/**
 * A design's picture (`cardPicture`): the card as it will be printed, drawn by the shop. The card
 * list's tiles, the theme page and the wishlist show the same file. Decorative where a name beside
 * it says the same (`label` absent); otherwise an image with that text. Without a picture the box
 * stays empty and keeps its size.
 */
export function CardPreview({
  picture,
  label,
  width,
  look,
  priority = false,
  className = '',
}: {
  picture: CardPicture | null
  label?: string
  /** The design's facets the box names (`--{aspectRatio}`, `data-color`), where known. */
  look?: { aspectRatio: string; color: string }
  /** The rendered width in CSS px (the srcset adds twice that). */
  width: number
  priority?: boolean
  className?: string
}) {
  return (
    <span
      className={`card-tile__preview ${look ? `card-tile__preview--${look.aspectRatio}` : ''} ${className}`
        .replace(/\s+/g, ' ')
        .trim()}
      data-color={look?.color}
    >
      {picture ? (
        <Image
          filename={picture.src}
          alt={label ?? ''}
          width={width}
          height={Math.round((width * picture.height) / picture.width)}
          priority={priority}
          className="card-tile__picture"
        />
      ) : null}
    </span>
  )
}
