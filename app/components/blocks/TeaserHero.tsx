import { useEffect, useRef, useState } from 'react'
import { videoTypeOf } from '~/domain/content-blocks'
import { eventCodes } from '~/domain/event-codes'
import { imageUrl } from '~/domain/image'
import { Image, useAssetUrl } from '../Image'
import type { BlockProps } from './Blocks'
import { asset, text, useHref } from './fields'
import { usePageSettings } from './page-context'

/** Where the hero shows its media: full width, 16:7 on wide screens (CSS crops). */
const heroWidth = 1280
const heroHeight = 560

function logFailure(event: string, filename: string | null | undefined) {
  console.error(JSON.stringify({ level: 'error', event, filename }))
}

/**
 * Teaser/hero: headline, subline, call to action over an image or a video. The page's first
 * hero is its LCP element (eager, high priority) and its h1. A video that fails falls back
 * to the image (`teaser-hero-video-failed-to-load`); an image that fails shows the grey
 * placeholder (`teaser-hero-image-failed-to-load`).
 */
export function TeaserHero({ block }: BlockProps) {
  const href = useHref()
  const settings = usePageSettings()
  const image = asset(block.image)
  const video = asset(block.video)
  const videoType = videoTypeOf(video?.filename)
  const [videoFailed, setVideoFailed] = useState(false)
  const ctaHref = href(block.cta_link)
  const isFirst = settings.firstHeroUid !== undefined && settings.firstHeroUid === (block._uid ?? '')
  const Heading = isFirst && settings.heroIsHeading !== false ? 'h1' : 'h2'
  const showVideo = Boolean(video?.filename && videoType && !videoFailed)
  return (
    <section className="teaser-hero">
      {showVideo ? (
        <HeroVideo
          src={video?.filename ?? ''}
          type={videoType ?? ''}
          poster={image?.filename}
          onFail={() => {
            logFailure(eventCodes.teaserHeroVideoFailedToLoad, video?.filename)
            setVideoFailed(true)
          }}
        />
      ) : (
        <Image
          className="teaser-hero__image"
          filename={image?.filename}
          alt={image?.alt}
          width={heroWidth}
          height={heroHeight}
          sizes="100vw"
          priority={isFirst}
          onLoadError={() => logFailure(eventCodes.teaserHeroImageFailedToLoad, image?.filename)}
        />
      )}
      <div className="teaser-hero__text">
        <Heading>{text(block.headline)}</Heading>
        {text(block.subline) ? <p>{text(block.subline)}</p> : null}
        {ctaHref && text(block.cta_text) ? (
          <a className="button button--primary" href={ctaHref}>
            {text(block.cta_text)}
          </a>
        ) : null}
      </div>
    </section>
  )
}

/** A muted, looping background video; a load failure (also before hydration) is reported once. */
function HeroVideo({ src, type, poster, onFail }: { src: string; type: string; poster?: string | null; onFail: () => void }) {
  const toAsset = useAssetUrl()
  const ref = useRef<HTMLVideoElement>(null)
  const reported = useRef(false)
  const fail = () => {
    if (reported.current) return
    reported.current = true
    onFail()
  }
  useEffect(() => {
    const element = ref.current
    // NETWORK_NO_SOURCE: every <source> failed before React listened.
    if (element && (element.error || element.networkState === 3)) fail()
    if (element && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) element.pause()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <video
      ref={ref}
      className="teaser-hero__image teaser-hero__video"
      width={heroWidth}
      height={heroHeight}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      {...(poster ? { poster: toAsset(imageUrl(poster, { width: heroWidth, height: heroHeight, fit: 'cover' })) } : {})}
      onError={fail}
    >
      <source src={toAsset(src)} type={type} onError={fail} />
    </video>
  )
}
