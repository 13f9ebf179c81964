import { labelKeys } from '~/domain/labels'
import { locales, type Locale } from '~/domain/market'
import { addCatalogues, mergedTexts } from '~/i18n/resources.server'
import deLabels from '~/locales/de/labels.json'
import deATLabels from '~/locales/de-AT/labels.json'
import deCHLabels from '~/locales/de-CH/labels.json'
import enLabels from '~/locales/en/labels.json'
import enUSLabels from '~/locales/en-US/labels.json'
import esLabels from '~/locales/es/labels.json'
import frLabels from '~/locales/fr/labels.json'
import itLabels from '~/locales/it/labels.json'
import nlLabels from '~/locales/nl/labels.json'
import { logEvent } from './logger.server'

/**
 * The label catalogues (`labels` namespace) for pages that show products. They
 * are registered with the translation resources once, and a product page sends only the
 * texts it uses, merged for the market's locale like every namespace.
 */
addCatalogues('labels', {
  de: deLabels,
  en: enLabels,
  es: esLabels,
  fr: frLabels,
  it: itLabels,
  nl: nlLabels,
  'de-AT': deATLabels,
  'de-CH': deCHLabels,
  'en-US': enUSLabels,
})

/**
 * A label the vocabulary names but a locale's catalogues lack shows its key's last segment
 * (shop-core §8 "Missing translation"): the server says so once per locale and key at start.
 */
export function missingLabels(locale: Locale): string[] {
  const texts = mergedTexts(locale, 'labels')
  return labelKeys.filter((key) => texts[key] === undefined)
}

for (const locale of locales)
  for (const key of missingLabels(locale)) logEvent('info', 'label-missing', { locale, key })

type Texts = Record<string, string>

function namespaceOf(locale: Locale, namespace: 'labels' | 'product'): Texts {
  return mergedTexts(locale, namespace)
}

/** A label-catalogue text, then a product text, for a key; undefined when neither has it. */
export function productText(locale: Locale, key: string): string | undefined {
  return namespaceOf(locale, 'labels')[key] ?? namespaceOf(locale, 'product')[key]
}

/**
 * A label the page shows: its text, or where a locale lacks it the key itself, or what the
 * caller names in its place (usually the option's own value).
 */
export function productLabel(locale: Locale, key: string, fallback: string = key): string {
  return productText(locale, key) ?? fallback
}

/** The texts of the given keys that exist, for the page's data. */
export function productTexts(locale: Locale, keys: Iterable<string>): Texts {
  const texts: Texts = {}
  for (const key of keys) {
    const text = productText(locale, key)
    if (text !== undefined) texts[key] = text
  }
  return texts
}
