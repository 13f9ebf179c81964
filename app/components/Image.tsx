import { useEffect, useRef, useState } from 'react'
import { imageDimensionsOf, imageUrl, placeholderColour, srcSet, type ImageFit } from '~/domain/image'
import { useSite } from './chrome/use-site'

const storyblokAssetHost = 'https://a.storyblok.com'

/** Where the browser loads a content asset from (the configured image base, not the CMS host). */
export function useAssetUrl() {
  const base = useSite()?.imageBase ?? storyblokAssetHost
  return (url: string) => (url.startsWith(storyblokAssetHost) ? `${base}${url.slice(storyblokAssetHost.length)}` : url)
}

export type ImageProps = {
  filename: string | null | undefined
  alt: string | null | undefined
  /** Rendered CSS width in px; the height follows the asset's proportions unless given. */
  width: number
  height?: number
  fit?: ImageFit
  /** The first hero is the LCP element: eager and high priority. Everything else is lazy. */
  priority?: boolean
  sizes?: string
  className?: string
  onLoadError?: () => void
}

/**
 * A content image through the image service: webp, quality 85, srcset at densities 1 and
 * 2, explicit width and height (no layout shift), and the grey placeholder when it fails.
 */
export function Image({ filename, alt, width, height, fit = 'cover', priority = false, sizes, className, onLoadError }: ImageProps) {
  const toAsset = useAssetUrl()
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const original = filename ? imageDimensionsOf(filename) : { width: 0, height: 0 }
  const renderedHeight =
    height ?? (original.width > 0 ? Math.round((width * original.height) / original.width) : Math.round((width * 9) / 16))

  useEffect(() => {
    // An error before hydration fires no React event: check the element once mounted.
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) fail()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function fail() {
    setFailed(true)
    onLoadError?.()
  }

  const box = { aspectRatio: `${width} / ${renderedHeight}`, backgroundColor: placeholderColour }
  if (!filename || failed) {
    // The grey placeholder keeps the image's description; a decorative one is hidden.
    const described = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true }
    return <span className={`image image--placeholder ${className ?? ''}`} style={box} {...described} />
  }
  const options = { width, height: renderedHeight, fit }
  return (
    <img
      ref={ref}
      className={`image ${className ?? ''}`}
      style={{ backgroundColor: placeholderColour }}
      src={toAsset(imageUrl(filename, options))}
      srcSet={srcSet(filename, options)
        .split(', ')
        .map((candidate) => toAsset(candidate))
        .join(', ')}
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
}
