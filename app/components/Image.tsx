import { useEffect, useRef, useState } from 'react'
import {
  imageDimensionsOf,
  imageUrl,
  isOpaqueImage,
  isServiceImage,
  placeholderColour,
  placeholderUrl,
  srcSet,
  type ImageFit,
  type ImageFormat,
} from '~/domain/image'
import { useSite } from './links'

const storyblokAssetHost = 'https://a.storyblok.com'

/** Where the browser loads a content asset from (the configured image base, not the CMS host). */
export function useAssetUrl() {
  const base = useSite()?.imageBase ?? storyblokAssetHost
  return (url: string) =>
    url.startsWith(storyblokAssetHost) ? `${base}${url.slice(storyblokAssetHost.length)}` : url
}

export type ImageProps = {
  filename: string | null | undefined
  alt: string | null | undefined
  /** Rendered CSS width in px; the height follows the asset's proportions unless given. */
  width: number
  height?: number
  fit?: ImageFit
  /** The service's output format (default webp); media-library product images ask for `auto`. */
  format?: ImageFormat
  /** The first hero is the LCP element: eager and high priority. Everything else is lazy. */
  priority?: boolean
  /**
   * The image's rendered width in CSS px per viewport (an HTML `sizes` value). With it the
   * srcset lists widths (`480w … 2560w`, up to twice `width`: densities 1 and 2 of every
   * rendered size), so a phone downloads a phone-sized file; without it, `1x` and `2x`.
   */
  sizes?: string
  /** Art direction: below `media`, a crop of other proportions (e.g. the hero's 4:3 on phones). */
  narrow?: { media: string; width: number; height: number; sizes: string }
  className?: string
  onLoadError?: () => void
}

/**
 * A content image through the image service: webp, quality 85, srcset at densities 1 and
 * 2, explicit width and height (no layout shift), and the grey placeholder when it fails.
 */
export function Image({
  filename,
  alt,
  width,
  height,
  fit = 'cover',
  format,
  priority = false,
  sizes,
  narrow,
  className,
  onLoadError,
}: ImageProps) {
  const toAsset = useAssetUrl()
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const original = filename ? imageDimensionsOf(filename) : { width: 0, height: 0 }
  const renderedHeight =
    height ??
    (original.width > 0
      ? Math.round((width * original.height) / original.width)
      : Math.round((width * 9) / 16))

  useEffect(() => {
    // An error before hydration fires no React event: check the element once mounted.
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) fail()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: the state before hydration
  }, [])

  function fail() {
    setFailed(true)
    onLoadError?.()
  }

  const box = { aspectRatio: `${width} / ${renderedHeight}`, backgroundColor: placeholderColour }
  if (!filename || failed) {
    // The grey placeholder keeps the image's description; a decorative one is hidden.
    const described = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true }
    return (
      <span className={`image image--placeholder ${className ?? ''}`} style={box} {...described} />
    )
  }
  const options = { width, height: renderedHeight, fit, ...(format ? { format } : {}) }
  const candidates = (box: { width: number; height: number }) =>
    (sizes
      ? widthSrcSet(filename, { ...box, fit, ...(format ? { format } : {}) })
      : srcSet(filename, { ...box, fit, ...(format ? { format } : {}) })
    )
      .split(', ')
      .map((candidate) => toAsset(candidate))
      .join(', ')
  // "Placeholder 10x10, quality 50, blur 3": a lazy image shows its blurred preview until it
  // arrives; the page's first (priority) images do not, a second request would compete.
  const preview =
    !priority && isServiceImage(filename) && isOpaqueImage(filename)
      ? {
          // a double quote or backslash in the URL cannot end its `url("…")`
          backgroundImage: `url("${toAsset(placeholderUrl(filename)).replace(/["\\\s]/g, encodeURIComponent)}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : {}
  const img = (
    <img
      ref={ref}
      className={`image ${className ?? ''}`}
      style={
        isOpaqueImage(filename) ? { backgroundColor: placeholderColour, ...preview } : undefined
      }
      src={toAsset(imageUrl(filename, options))}
      srcSet={candidates(options)}
      sizes={sizes}
      width={width}
      height={renderedHeight}
      alt={alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...{ fetchpriority: priority ? 'high' : 'auto' }}
      onError={fail}
    />
  )
  if (!narrow || !isServiceImage(filename)) return img
  return (
    <picture className="image-frame">
      <source
        media={narrow.media}
        srcSet={candidates(narrow)}
        sizes={narrow.sizes}
        width={narrow.width}
        height={narrow.height}
      />
      {img}
    </picture>
  )
}

/** Widths offered in a responsive srcset (CSS px × device pixel ratio of common screens). */
const srcSetWidths = [320, 480, 640, 768, 960, 1280, 1600, 1920, 2560] as const

/**
 * A srcset with width descriptors: every ladder width up to twice the rendered width, and the
 * rendered width itself at densities 1 and 2; the height keeps the box's proportions.
 */
export function widthSrcSet(
  filename: string,
  box: { width: number; height: number; fit?: ImageFit; format?: ImageFormat },
): string {
  if (!isServiceImage(filename)) return `${filename} ${box.width}w`
  const widths = new Set<number>([
    ...srcSetWidths.filter((w) => w < box.width * 2),
    box.width,
    box.width * 2,
  ])
  return [...widths]
    .sort((a, b) => a - b)
    .map(
      (w) =>
        `${imageUrl(filename, { width: w, height: Math.round((w * box.height) / box.width), fit: box.fit, ...(box.format ? { format: box.format } : {}) })} ${w}w`,
    )
    .join(', ')
}
