import { useTranslation } from 'react-i18next'
import { Calculator } from '../calculator/Calculator'
import { CalculatorDataProvider } from '../calculator/calculator-context'
import { CardPreview } from '../cards/CardPreview'
import { DesignGroups } from './DesignGroups'
import { ExpressDeliveryNote } from './ExpressDeliveryNote'
import { PhotoboxSizes } from './PhotoboxSizes'
import { PhotoFrameSelection } from './PhotoFrameSelection'
import type { ReactNode } from 'react'
import type { ProductPageData } from '~/services/products-page.server'

/**
 * A product page built from product data (`/products`, its pre-configurator aliases,
 * `/themes/{id}`): a heading, a short text, the calculator and, on card pages, other themes.
 */
export function ProductPage({ data, actions }: { data: ProductPageData; actions?: ReactNode }) {
  const { t } = useTranslation('product')
  const title = data.name ?? t(`products.title.${data.product}`)
  const blocks = data.calculator ? Object.values(data.calculator.blocks) : []
  return (
    <article className="product-page">
      <header
        className={`product-page__head ${data.cardPicture ? 'product-page__head--picture' : ''}`.trimEnd()}
      >
        <h1>{title}</h1>
        {data.cardPicture ? (
          <CardPreview
            picture={data.cardPicture}
            label={t('products.designPicture', { name: title })}
            width={240}
            priority
            className="product-page__picture"
          />
        ) : null}
        {data.occasion ? (
          <p className="product-page__kicker">{t(`products.occasion.${data.occasion}`)}</p>
        ) : null}
        <p className="product-page__intro">{t(`products.intro.${data.product}`)}</p>
        <ExpressDeliveryNote express={data.express} />
        {actions}
      </header>
      {data.designGroups ? <DesignGroups panel={data.designGroups} /> : null}
      {data.photoFrame ? <PhotoFrameSelection data={data.photoFrame} /> : null}
      <CalculatorDataProvider value={data.calculator}>
        <section id="calculator" className="page__calculator">
          {data.calculator
            ? blocks.map((block) => (
                <div key={block.uid} className="block block--calculator">
                  <Calculator block={block} data={data.calculator!} />
                </div>
              ))
            : null}
        </section>
      </CalculatorDataProvider>
      {data.photoboxes ? <PhotoboxSizes overview={data.photoboxes} /> : null}
      {data.themes.length > 0 ? (
        <nav className="product-page__themes" aria-labelledby="more-themes">
          <h2 id="more-themes">{t('products.moreThemes')}</h2>
          <ul role="list">
            {data.themes.map((theme) => (
              <li key={theme.themeId}>
                <a href={theme.href}>{theme.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  )
}
