import { useCallback, useState } from 'react'
import { heroHeight, heroWidth, videoTypeOf } from '~/domain/content-blocks'
import { browserEventCodes as eventCodes } from '~/utils/browser-event-codes'
import { reportBrowserError } from '../browser-errors'
import { Image } from '../Image'
import { lazyComponent } from '../lazy'
import { asset, text, useHref } from './fields'
import { usePageSettings } from './page-context'
import { PricedText } from './PricedText'
import type { BlockProps } from './block-data'

/** Video heroes are rare: the video's code loads where one is shown. */
const HeroVideo = lazyComponent(() => import('./HeroVideo').then((module) => module.HeroVideo))

/** At most the page's width (1280 px less its gutters); the full viewport below. */
const heroSizes = '(min-width: 1280px) 1200px, 100vw'
/**
 * Phones (up to the sm breakpoint) show the hero 4:3 (CSS): they get a 4:3 crop of a phone's width.
 */
const heroNarrow = { media: '(max-width: 575px)', width: 640, height: 480, sizes: '100vw' }

function logFailure(event: string, filename: string | null | undefined) {
  console.error(JSON.stringify({ level: 'error', event, filename }))
  reportBrowserError(event, 'logged', 'asset failed to load', filename ?? '')
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
  const isFirst =
    settings.firstHeroUid !== undefined && settings.firstHeroUid === (block._uid ?? '')
  const Heading = isFirst && settings.heroIsHeading !== false ? 'h1' : 'h2'
  const onVideoFail = useCallback(() => {
    logFailure(eventCodes.teaserHeroVideoFailedToLoad, video?.filename)
    setVideoFailed(true)
  }, [video?.filename])
  const showVideo = Boolean(video?.filename && videoType && !videoFailed)
  return (
    <section className="teaser-hero">
      {showVideo ? (
        <HeroVideo
          src={video?.filename ?? ''}
          type={videoType ?? ''}
          poster={image?.filename}
          onFail={onVideoFail}
        />
      ) : (
        <Image
          className="teaser-hero__image"
          filename={image?.filename}
          alt={image?.alt}
          width={heroWidth}
          height={heroHeight}
          sizes={heroSizes}
          narrow={heroNarrow}
          priority={isFirst}
          onLoadError={() => logFailure(eventCodes.teaserHeroImageFailedToLoad, image?.filename)}
        />
      )}
      <div className="teaser-hero__text">
        <Heading>{text(block.headline)}</Heading>
        {text(block.subline) ? (
          <p>
            <PricedText text={text(block.subline) ?? ''} />
          </p>
        ) : null}
        {ctaHref && text(block.cta_text) ? (
          <a className="button button--primary" href={ctaHref}>
            {text(block.cta_text)}
          </a>
        ) : null}
      </div>
    </section>
  )
}
