import type { Resource, ResourceKey } from 'i18next'
import { fallbackChain, languageOf, type Locale } from '~/domain/market'
import deCommon from '~/locales/de/common.json'
import deATCommon from '~/locales/de-AT/common.json'
import deCHCommon from '~/locales/de-CH/common.json'
import enCommon from '~/locales/en/common.json'
import enUSCommon from '~/locales/en-US/common.json'
import esCommon from '~/locales/es/common.json'
import frCommon from '~/locales/fr/common.json'
import itCommon from '~/locales/it/common.json'
import nlCommon from '~/locales/nl/common.json'
import type { Namespace, TranslationBundle } from './i18n'

type Catalogue = Record<string, string>

/**
 * Every translation resource, bundled into the server build (no file reads per request).
 * A language holds the base texts; a locale entry only the words that differ there.
 */
const catalogues: Record<string, Partial<Record<Namespace, Catalogue>>> = {
  de: { common: deCommon },
  'de-AT': { common: deATCommon },
  'de-CH': { common: deCHCommon },
  en: { common: enCommon },
  'en-US': { common: enUSCommon },
  es: { common: esCommon },
  fr: { common: frCommon },
  it: { common: itCommon },
  nl: { common: nlCommon },
}

/** Registers a namespace's catalogues (the label catalogues add themselves this way). */
export function addCatalogues(namespace: Namespace, byCode: Record<string, Catalogue>): void {
  for (const [code, catalogue] of Object.entries(byCode)) {
    catalogues[code] = { ...catalogues[code], [namespace]: catalogue }
  }
}

const bundles = new Map<string, TranslationBundle>()

/**
 * The texts for a locale: its language, then the fallback locale's overrides, then the
 * locale's own (de-AT reads de, then de-DE, then de-AT). Merged once per locale.
 */
export function translationBundle(locale: Locale, wanted: readonly Namespace[] = ['common']): TranslationBundle {
  const id = `${locale}|${wanted.join(',')}`
  const known = bundles.get(id)
  if (known) return known
  const layers = [languageOf(locale), ...fallbackChain(locale).reverse()]
  const merged: Record<string, ResourceKey> = {}
  for (const namespace of wanted) {
    merged[namespace] = Object.assign({}, ...layers.map((code) => catalogues[code]?.[namespace] ?? {}))
  }
  const bundle = { locale, resources: { [locale]: merged } as Resource }
  bundles.set(id, bundle)
  return bundle
}

export function allCatalogues() {
  return catalogues
}
