import { useEffect, useRef } from 'react'
import { heroHeight, heroWidth } from '~/domain/content-blocks'
import { imageUrl } from '~/domain/image'
import { useAssetUrl } from '../Image'

/** A muted, looping background video; a load failure (also before hydration) is reported once. */
export function HeroVideo({
  src,
  type,
  poster,
  onFail,
}: {
  src: string
  type: string
  poster?: string | null
  onFail: () => void
}) {
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: the state before hydration
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
      {...(poster
        ? {
            poster: toAsset(
              imageUrl(poster, { width: heroWidth, height: heroHeight, fit: 'cover' }),
            ),
          }
        : {})}
      onError={fail}
    >
      <source src={toAsset(src)} type={type} onError={fail} />
    </video>
  )
}
