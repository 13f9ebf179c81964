import { useTranslation } from 'react-i18next'
import { channelDefaults } from '~/domain/channel'
import { formatPrice } from '~/domain/price'
import { isArticleSku, tilePriceOf } from '~/domain/tile-prices'
import { Image } from '../Image'
import { useSite } from '../links'
import { Blocks } from './Blocks'
import { asset, list, text, useHref } from './fields'
import { usePageSettings } from './page-context'
import { RichText } from './RichText'
import type { BlockProps } from './block-data'
export { UspTeaser } from './UspTeaser'

export function RichTextBlock({ block }: BlockProps) {
  return <RichText document={block.text} />
}

export function Grid({ block, index }: BlockProps) {
  const columns = Math.min(Math.max(Number(block.columns) || 3, 1), 4)
  return (
    <section className="grid-block">
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      <div className="grid" style={{ ['--columns' as string]: columns }}>
        <Blocks blocks={block.items} offset={index + 1} />
      </div>
    </section>
  )
}

export function Tile({ block }: BlockProps) {
  const href = useHref()
  const site = useSite()
  const { framePrices } = usePageSettings()
  const image = asset(block.image)
  const target = href(block.link)
  // A frame's tile: the frame type's 'from' price, loaded with the page.
  const from = typeof block.frameType === 'string' ? framePrices?.[block.frameType] : undefined
  const body = (
    <>
      <Image
        filename={image?.filename}
        alt={image?.alt}
        width={400}
        height={300}
        sizes="(min-width: 900px) 400px, (min-width: 576px) 50vw, 100vw"
      />
      {text(block.label) ? <span className="badge">{text(block.label)}</span> : null}
      <span className="tile__title">{text(block.title)}</span>
      {text(block.text) ? <span className="tile__text">{text(block.text)}</span> : null}
      {from && site ? (
        <span className="price tile__price">
          {formatPrice(from.priceCurrent, site.market.locale, site.market.currency, { from: true })}
        </span>
      ) : null}
    </>
  )
  return target ? (
    <a className="tile" href={target}>
      {body}
    </a>
  ) : (
    <div className="tile">{body}</div>
  )
}

export function ProductOverview({ block }: BlockProps) {
  const href = useHref()
  const site = useSite()
  const { t } = useTranslation()
  const { articlePrices } = usePageSettings()
  const defaultShowPrices = site
    ? channelDefaults(site.market.channel, site.market.locale).showPricesInProductOverview
    : true
  const showPrices = typeof block.showPrices === 'boolean' ? block.showPrices : defaultShowPrices
  return (
    <section className="product-overview">
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      <ul className="grid" style={{ ['--columns' as string]: 3 }}>
        {list(block.products).map((product, index) => {
          const image = asset(product.image)
          // A card naming an article shows the shop's price of it, else the typed one.
          const price = tilePriceOf(product, articlePrices)
          const target = href(product.link)
          const inner = (
            <>
              <Image
                filename={image?.filename}
                alt={image?.alt}
                width={400}
                height={400}
                sizes="(min-width: 900px) 400px, (min-width: 576px) 50vw, 100vw"
              />
              <span className="tile__title">{text(product.name)}</span>
              {text(product.text) ? <span className="tile__text">{text(product.text)}</span> : null}
              {showPrices && site && price !== undefined ? (
                <span
                  className="price"
                  data-sku={isArticleSku(product.sku) ? product.sku : undefined}
                >
                  {formatPrice(price, site.market.locale, site.market.currency, { from: true })}
                </span>
              ) : null}
              {target ? <span className="tile__cta">{t('product.discover')}</span> : null}
            </>
          )
          return (
            <li key={product._uid ?? index}>
              {target ? (
                <a className="tile" href={target}>
                  {inner}
                </a>
              ) : (
                <div className="tile">{inner}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function ImageText({ block }: BlockProps) {
  const image = asset(block.image)
  return (
    <section
      className={`image-text image-text--${block.imagePosition === 'right' ? 'right' : 'left'}`}
    >
      <Image
        className="image-text__image"
        filename={image?.filename}
        alt={image?.alt}
        width={640}
        height={400}
        sizes="(min-width: 900px) 50vw, 100vw"
      />
      <div className="image-text__text">
        {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
        <RichText document={block.text} />
      </div>
    </section>
  )
}

/** FAQ / accordion: native <details>, so it opens and closes without JavaScript. */
export function Faq({ block }: BlockProps) {
  return (
    <section className="faq">
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      <div className="faq__items">
        {list(block.items).map((item, index) => (
          <details key={item._uid ?? index} className="faq__item">
            <summary>{text(item.question)}</summary>
            <div className="faq__answer">
              <RichText document={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
