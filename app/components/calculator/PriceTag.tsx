import { useTranslation } from 'react-i18next'
import { formatPrice, priceDisplay } from '~/domain/price'
import type { CalculatorPrice } from '~/domain/calculator-data'
import type { Currency, Locale } from '~/domain/market'

/**
 * A price in the market's locale and currency (CHF grouped with an apostrophe, optional
 * 'from' prefix); a discount shows the original price struck through. Without a price:
 * `calculator.notAvailable`.
 */
export function PriceTag({
  price,
  locale,
  currency,
  from = false,
  className = '',
}: {
  price: CalculatorPrice | null
  locale: Locale
  currency: Currency
  from?: boolean
  className?: string
}) {
  const { t } = useTranslation('product')
  if (!price)
    return (
      <span className={`price price--missing ${className}`}>{t('calculator.notAvailable')}</span>
    )
  const display = priceDisplay(price)
  return (
    <span className={`price ${display.hasDiscount ? 'price--discount' : ''} ${className}`}>
      {display.hasDiscount ? <span className="visually-hidden">{t('price.now')} </span> : null}
      <span className="price__current">
        {formatPrice(display.current, locale, currency, { from })}
      </span>
      {display.hasDiscount ? (
        <>
          {' '}
          <s className="price__original">
            <span className="visually-hidden">{t('price.instead')} </span>
            {formatPrice(display.original, locale, currency)}
          </s>
        </>
      ) : null}
    </span>
  )
}
