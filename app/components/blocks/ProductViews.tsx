import { useTranslation } from 'react-i18next'
import { imagePreset, sizesAttribute, type ImageFormat } from '~/domain/image'
import {
  productSubjectOf,
  productViewFilename,
  productViewsOf,
  viewImageSize,
} from '~/domain/product-views'
import { Image } from '../Image'
import { text } from './fields'
import type { BlockProps } from './block-data'

/** The lead view spans two columns on wider screens; the others are thumbnails beside it. */
const leadSizes = sizesAttribute('sm:100vw lg:60vw 520px')
const thumbnailSizes = sizesAttribute('sm:50vw lg:30vw 250px')
const product = imagePreset('product')

/**
 * The `product-views` block: the media library's views of the page's material or
 * frame (lead, frame, frame perspective, corner, frontal) as a small gallery, square, through
 * the image path with format auto and quality 85, each with its blurred placeholder until it
 * loads. Server-rendered; nothing to click.
 */
export function ProductViews({ block }: BlockProps) {
  const { t } = useTranslation('content')
  const subject = productSubjectOf({
    material: text(block.material),
    frameType: text(block.frameType),
  })
  if (!subject) return null
  const name = text(block.productName)
  const views = productViewsOf(subject)
  return (
    <section className="product-views" data-subject={subject.value}>
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      <ul className="product-views__list" role="list">
        {views.map((view, index) => {
          const lead = index === 0
          const caption = t(`productViews.${view}`)
          const width = lead ? 520 : 250
          const sizes = lead ? leadSizes : thumbnailSizes
          return (
            <li key={view} className={`product-views__item${lead ? ' is-lead' : ''}`}>
              <figure data-view={view}>
                <Image
                  filename={productViewFilename(subject, view)}
                  alt={name ? t('productViews.alt', { product: name, view: caption }) : caption}
                  width={width}
                  height={Math.round((width * viewImageSize.height) / viewImageSize.width)}
                  format={product.format as ImageFormat}
                  {...(sizes ? { sizes } : {})}
                />
                <figcaption>{caption}</figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
