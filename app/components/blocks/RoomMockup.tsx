import { useTranslation } from 'react-i18next'
import {
  motifFilename,
  phonePreviewRatio,
  roomFilename,
  roomMockupOf,
} from '~/domain/product-views'
import { useCalculatorData } from '../calculator/calculator-context'
import { formatText } from '../calculator/format-text'
import { Image } from '../Image'
import { useSite } from '../links'
import { text } from './fields'
import type { BlockProps } from './block-data'
import type { CSSProperties } from 'react'

/** Below this width the room is cropped to the phone's preview ratio, 360/390. */
const phoneMedia = '(max-width: 575px)'

/**
 * The `room-mockup` block: the page calculator's chosen size on a wall. The size's
 * area gives its class (xxs … l), the class the room and the picture's scale, the size's
 * proportions the preview ratio (7-5, 5-7, 1-1) the motif is cropped to; on a phone the room
 * is cropped to 360/390. It follows the selection in the URL, so it is the same with and
 * without JavaScript; a page without a wall-art calculator shows nothing.
 */
export function RoomMockup({ block }: BlockProps) {
  const { t } = useTranslation('content')
  const { t: tProduct } = useTranslation('product')
  const data = useCalculatorData()
  const site = useSite()
  const calculator = Object.values(data?.blocks ?? {}).find((entry) => entry.product === 'wallart')
  if (!data || !calculator) return null
  const { format, material } = calculator.selection
  const mockup = roomMockupOf(format)
  if (!mockup) return null
  const locale = site?.market.locale ?? 'de-DE'
  const unit = site?.market.unit ?? 'cm'
  const sizeText = formatText(format, {
    product: calculator.product,
    locale,
    unit,
    texts: data.texts,
    portrait: false,
    t: tProduct,
  })
  const materialLabel = calculator.materials.find((entry) => entry.value === material)?.label ?? ''
  const style = {
    '--picture-width': mockup.pictureWidth.toFixed(4),
    '--picture-ratio': mockup.preview.ratio.toFixed(4),
  } as CSSProperties
  return (
    <section
      className="room-mockup"
      data-size-class={mockup.sizeClass}
      data-room={mockup.room}
      data-preview={mockup.preview.name}
    >
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      {text(block.text) ? <p>{text(block.text)}</p> : null}
      <figure className={`room-mockup__scene room-mockup__scene--${mockup.room}`} style={style}>
        <Image
          filename={roomFilename(mockup.room)}
          alt=""
          width={800}
          height={500}
          sizes="(max-width: 575px) 100vw, (max-width: 1280px) 90vw, 1100px"
          narrow={{
            media: phoneMedia,
            width: 360,
            height: Math.round(360 / phonePreviewRatio.ratio),
            sizes: '100vw',
          }}
          className="room-mockup__room"
        />
        <span
          className={`room-mockup__picture room-mockup__picture--${material} room-mockup__picture--${mockup.sizeClass}`}
        >
          <Image
            filename={motifFilename}
            alt={t('roomMockup.alt', { size: sizeText, material: materialLabel })}
            width={Math.round(mockup.motif.width / 2)}
            height={Math.round(mockup.motif.height / 2)}
          />
        </span>
        <figcaption>
          {t('roomMockup.caption', { size: sizeText, sizeClass: mockup.sizeClass.toUpperCase() })}
        </figcaption>
      </figure>
    </section>
  )
}
