import { useTranslation } from 'react-i18next'
import { formatPrice } from '~/domain/price'
import { useSite } from '../chrome/use-site'
import { Image } from '../Image'
import { hrefOf, type ContentLinkLike } from '../links'
import { Blocks, isBlock, type BlockProps } from './Blocks'
import { RichText } from './RichText'

type Asset = { filename?: string | null; alt?: string | null } | undefined
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const asset = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Asset) : undefined)
const link = (value: unknown) => (typeof value === 'object' && value !== null ? (value as ContentLinkLike) : undefined)
const list = (value: unknown) => (Array.isArray(value) ? value.filter(isBlock) : [])

function useHref() {
  const site = useSite()
  return (value: unknown) => (site ? hrefOf(link(value), { market: site.market, shopOrigins: site.shopOrigins }) : undefined)
}

export function TeaserHero({ block, index }: BlockProps) {
  const href = useHref()
  const image = asset(block.image)
  const ctaHref = href(block.cta_link)
  const isFirst = index === 0
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="teaser-hero">
      <Image
        className="teaser-hero__image"
        filename={image?.filename}
        alt={image?.alt}
        width={1280}
        height={560}
        sizes="100vw"
        priority={isFirst}
        onLoadError={() => console.error(JSON.stringify({ event: 'teaser-hero-image-failed-to-load', filename: image?.filename }))}
      />
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

export function UspTeaser({ block }: BlockProps) {
  return (
    <ul className="usp-teaser">
      {list(block.items).map((item, index) => (
        <li key={item._uid ?? index}>{text(item.text)}</li>
      ))}
    </ul>
  )
}

export function RichTextBlock({ block }: BlockProps) {
  return <RichText document={block.text} />
}

export function Grid({ block, editable, index }: BlockProps) {
  const columns = Math.min(Math.max(Number(block.columns) || 3, 1), 4)
  return (
    <section className="grid-block">
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      <div className="grid" style={{ ['--columns' as string]: columns }}>
        <Blocks blocks={block.items} editable={editable} offset={index + 1} />
      </div>
    </section>
  )
}

export function Tile({ block }: BlockProps) {
  const href = useHref()
  const image = asset(block.image)
  const target = href(block.link)
  const body = (
    <>
      <Image filename={image?.filename} alt={image?.alt} width={400} height={300} sizes="(min-width: 768px) 33vw, 100vw" />
      <span className="tile__title">{text(block.title)}</span>
      {text(block.label) ? <span className="badge">{text(block.label)}</span> : null}
      {text(block.text) ? <span className="tile__text">{text(block.text)}</span> : null}
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
  const showPrices = block.showPrices !== false
  return (
    <section className="product-overview">
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      <ul className="grid" style={{ ['--columns' as string]: 3 }}>
        {list(block.products).map((product, index) => {
          const image = asset(product.image)
          const price = Number(product.priceFrom)
          return (
            <li key={product._uid ?? index}>
              <a className="tile" href={href(product.link)}>
                <Image filename={image?.filename} alt={image?.alt} width={400} height={400} sizes="(min-width: 768px) 33vw, 100vw" />
                <span className="tile__title">{text(product.name)}</span>
                {text(product.text) ? <span className="tile__text">{text(product.text)}</span> : null}
                {showPrices && site && Number.isFinite(price) && price > 0 ? (
                  <span className="price">{formatPrice(price, site.market.locale, site.market.currency, { from: true })}</span>
                ) : null}
                <span className="tile__cta">{t('product.discover')}</span>
              </a>
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
    <section className={`image-text image-text--${block.imagePosition === 'right' ? 'right' : 'left'}`}>
      <Image filename={image?.filename} alt={image?.alt} width={640} sizes="(min-width: 768px) 50vw, 100vw" />
      <div>
        {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
        <RichText document={block.text} />
      </div>
    </section>
  )
}

export function Faq({ block }: BlockProps) {
  return (
    <section className="faq">
      {text(block.headline) ? <h2>{text(block.headline)}</h2> : null}
      {list(block.items).map((item, index) => (
        <details key={item._uid ?? index}>
          <summary>{text(item.question)}</summary>
          <RichText document={item.answer} />
        </details>
      ))}
    </section>
  )
}
