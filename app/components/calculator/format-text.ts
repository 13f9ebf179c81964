import { portraitFormat } from '~/domain/calculator'
import { describeFormat, formatSizeText, type CalculatorProduct } from '~/domain/calculator-format'
import type { TFunction } from 'i18next'
import type { Locale, Unit } from '~/domain/market'

export type FormatTextContext = {
  product: CalculatorProduct
  locale: Locale
  unit: Unit
  /** Label-catalogue texts of the page (`format.a4` …). */
  texts: Record<string, string>
  /** VOLL-1031: show sizes in portrait orientation. */
  portrait: boolean
  t: TFunction
}

/** A format's name as the calculator shows it. */
export function formatText(
  format: string,
  { product, locale, unit, texts, portrait, t }: FormatTextContext,
): string {
  const shown = portrait && product !== 'card' ? portraitFormat(format) : format
  const description = describeFormat(product, shown, { locale, unit })
  switch (description.kind) {
    case 'label': {
      const name = texts[description.key] ?? description.key.replace(/^format\./, '').toUpperCase()
      return description.orientation
        ? `${name}, ${t(`format.orientation.${description.orientation}`)}`
        : name
    }
    case 'size':
      return formatSizeText(description, description.unit, locale)
    case 'quantity':
      return t('product:calculator.quantity', { count: description.quantity })
    case 'sample':
      return t('product:calculator.sample')
    case 'text':
      return description.text
  }
}
