import { useTranslation } from 'react-i18next'
import { Calculator } from './Calculator'
import { useCalculatorData } from './calculator-context'
import type { BlockProps } from '../blocks/block-data'

/**
 * The `calculator` content block (docs/content-model.md): its prices and selection come
 * from the page's loader by the block's `_uid`. Without them (the price API failed, a
 * preview of a block that is not saved yet) the block says so instead of showing wrong prices.
 */
export function CalculatorBlock({ block }: BlockProps) {
  const { t } = useTranslation('product')
  const data = useCalculatorData()
  const entry = data?.blocks[String(block._uid ?? 'calculator')]
  if (!data || !entry) {
    return (
      <section className="calculator calculator--unavailable">
        <h2 className="calculator__headline">
          {typeof block.headline === 'string' && block.headline
            ? block.headline
            : t('calculator.headline')}
        </h2>
        <p>{t('calculator.unavailable')}</p>
      </section>
    )
  }
  return <Calculator block={entry} data={data} />
}
