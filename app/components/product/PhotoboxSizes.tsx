import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PriceTag } from '~/components/calculator/PriceTag'
import { Image } from '~/components/Image'
import { useSite } from '~/components/links'
import { sizeTextOf } from '~/domain/calculator-format'
import type { PhotoboxSize } from '~/domain/photobox'
import type { PhotoboxOverview } from '~/services/product-data.server'

/**
 * The photo box page's sizes (shop-core §3 "Photo box sizes: small and large (MAX)"), from
 * `/price-api/photoboxes`: each box with its picture, prints per box, print formats (inches in
 * en-US) and 'from' price, linking to its own page. Server-rendered, no script of its own.
 */
export function PhotoboxSizes({ overview }: { overview: PhotoboxOverview | null | undefined }) {
  const { t } = useTranslation('product')
  const site = useSite()
  const current = new URLSearchParams(useLocation().search).get('photoboxType')
  if (!overview || !site) return null
  const { locale, unit } = site.market
  return (
    <section className="photobox-sizes" aria-labelledby="photobox-sizes">
      <h2 id="photobox-sizes">{t('photoboxes.title')}</h2>
      <ul className="grid" style={{ ['--columns' as string]: 2 }}>
        {overview.boxes.map((box) => {
          const size: PhotoboxSize = box.photoboxType
          return (
            <li key={size} className="photobox-sizes__box" data-photobox={size}>
              <a
                className="tile"
                href={`?photoboxType=${size}`}
                aria-current={current === size ? 'page' : undefined}
              >
                <Image
                  filename={box.image.src}
                  alt=""
                  width={box.image.width}
                  height={box.image.height}
                  sizes="(min-width: 900px) 300px, 50vw"
                />
                <span className="tile__title">{t(`photoboxes.name.${size}`)}</span>
                <span className="tile__text">
                  {t('photoboxes.prints', { count: box.printsPerBox })}
                </span>
                <span className="tile__text">
                  {box.formats
                    .map(
                      (format) =>
                        sizeTextOf('photobox', format.formatType, { locale, unit }) ??
                        format.formatType,
                    )
                    .join(' · ')}
                </span>
                <PriceTag price={box.fromPrice} locale={locale} currency={overview.currency} from />
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
