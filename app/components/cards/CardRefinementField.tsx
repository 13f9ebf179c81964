import { useTranslation } from 'react-i18next'
import { formatPrice } from '~/domain/price'
import type { Currency, Locale } from '~/domain/market'

/**
 * The card calculator's refinement (none, gold, silver, rose gold, relief): the ones the chosen
 * card format takes, each with its surcharge per card. A field of the calculator's GET form
 * (`refinementType`); with JavaScript a choice applies at once.
 */
export function CardRefinementField({
  id,
  options,
  value,
  locale,
  currency,
  onChoose,
}: {
  id: string
  options: readonly { value: string; unitPrice: number }[]
  value: string
  locale: Locale
  currency: Currency
  onChoose: (value: string) => void
}) {
  const { t } = useTranslation('product')
  return (
    <div className="calculator__field">
      <label htmlFor={id}>{t('designGroups.refinement')}</label>
      <select
        id={id}
        name="refinementType"
        value={value}
        onChange={(event) => onChoose(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.unitPrice > 0
              ? t('calculator.refinementOption', {
                  refinement: t(`designGroups.refinement.${option.value}`),
                  price: formatPrice(option.unitPrice, locale, currency),
                })
              : t(`designGroups.refinement.${option.value}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
