import deAccount from '~/locales/de/account.json'
import deChrome from '~/locales/de/chrome.json'
import deCommon from '~/locales/de/common.json'
import deContent from '~/locales/de/content.json'
import deProduct from '~/locales/de/product.json'
import deATAccount from '~/locales/de-AT/account.json'
import deATChrome from '~/locales/de-AT/chrome.json'
import deATCommon from '~/locales/de-AT/common.json'
import deATContent from '~/locales/de-AT/content.json'
import deATProduct from '~/locales/de-AT/product.json'
import deCHAccount from '~/locales/de-CH/account.json'
import deCHChrome from '~/locales/de-CH/chrome.json'
import deCHCommon from '~/locales/de-CH/common.json'
import deCHContent from '~/locales/de-CH/content.json'
import deCHProduct from '~/locales/de-CH/product.json'
import enAccount from '~/locales/en/account.json'
import enChrome from '~/locales/en/chrome.json'
import enCommon from '~/locales/en/common.json'
import enContent from '~/locales/en/content.json'
import enProduct from '~/locales/en/product.json'
import enUSAccount from '~/locales/en-US/account.json'
import enUSChrome from '~/locales/en-US/chrome.json'
import enUSCommon from '~/locales/en-US/common.json'
import enUSContent from '~/locales/en-US/content.json'
import enUSProduct from '~/locales/en-US/product.json'
import esAccount from '~/locales/es/account.json'
import esChrome from '~/locales/es/chrome.json'
import esCommon from '~/locales/es/common.json'
import esContent from '~/locales/es/content.json'
import esProduct from '~/locales/es/product.json'
import frAccount from '~/locales/fr/account.json'
import frChrome from '~/locales/fr/chrome.json'
import frCommon from '~/locales/fr/common.json'
import frContent from '~/locales/fr/content.json'
import frProduct from '~/locales/fr/product.json'
import itAccount from '~/locales/it/account.json'
import itChrome from '~/locales/it/chrome.json'
import itCommon from '~/locales/it/common.json'
import itContent from '~/locales/it/content.json'
import itProduct from '~/locales/it/product.json'
import nlAccount from '~/locales/nl/account.json'
import nlChrome from '~/locales/nl/chrome.json'
import nlCommon from '~/locales/nl/common.json'
import nlContent from '~/locales/nl/content.json'
import nlProduct from '~/locales/nl/product.json'
import { logEvent } from '~/services/logger.server'
import { eventCodes } from '~/utils/event-codes'
import { usableCatalogue } from './catalogue-check'
import { resourceChain } from './config'
import { uiNamespaces, type Namespace, type Resources, type TranslationBundle } from './i18n'
import type { Locale } from '~/domain/market'

type Catalogue = Record<string, string>

/**
 * Every translation resource, bundled into the server build (no file reads per request).
 * A language holds the base texts; a locale entry only the words that differ there.
 */
const catalogues: Record<string, Partial<Record<Namespace, Catalogue>>> = {
  de: {
    common: deCommon,
    chrome: deChrome,
    content: deContent,
    account: deAccount,
    product: deProduct,
  },
  en: {
    common: enCommon,
    chrome: enChrome,
    content: enContent,
    account: enAccount,
    product: enProduct,
  },
  es: {
    common: esCommon,
    chrome: esChrome,
    content: esContent,
    account: esAccount,
    product: esProduct,
  },
  fr: {
    common: frCommon,
    chrome: frChrome,
    content: frContent,
    account: frAccount,
    product: frProduct,
  },
  it: {
    common: itCommon,
    chrome: itChrome,
    content: itContent,
    account: itAccount,
    product: itProduct,
  },
  nl: {
    common: nlCommon,
    chrome: nlChrome,
    content: nlContent,
    account: nlAccount,
    product: nlProduct,
  },
  'de-AT': {
    common: deATCommon,
    chrome: deATChrome,
    content: deATContent,
    account: deATAccount,
    product: deATProduct,
  },
  'de-CH': {
    common: deCHCommon,
    chrome: deCHChrome,
    content: deCHContent,
    account: deCHAccount,
    product: deCHProduct,
  },
  'en-US': {
    common: enUSCommon,
    chrome: enUSChrome,
    content: enUSContent,
    account: enUSAccount,
    product: enUSProduct,
  },
}

/**
 * A catalogue as the shop serves it: an entry it cannot use is left out (the fallback chain
 * answers for it) and logged once as translator-parse-error.
 */
function checked(code: string, namespace: string, catalogue: Record<string, unknown>): Catalogue {
  const { texts, problems } = usableCatalogue(catalogue)
  for (const { key, problem } of problems)
    logEvent('error', eventCodes.translatorParseError, { code, namespace, key, problem })
  return texts
}

for (const [code, byNamespace] of Object.entries(catalogues)) {
  for (const [namespace, catalogue] of Object.entries(byNamespace))
    byNamespace[namespace as Namespace] = checked(code, namespace, catalogue ?? {})
}

/** Registers a namespace's catalogues (the label catalogues add themselves this way). */
export function addCatalogues(namespace: Namespace, byCode: Record<string, Catalogue>): void {
  for (const [code, catalogue] of Object.entries(byCode)) {
    catalogues[code] = { ...catalogues[code], [namespace]: checked(code, namespace, catalogue) }
  }
  bundles.clear()
  merged.clear()
}

const bundles = new Map<string, TranslationBundle>()

/**
 * The texts a page of a locale needs, as i18next resources: the catalogues of the locale's
 * fallback chain (de-AT: de-AT, de-DE, de), each code only with what it has; i18next walks
 * the chain itself. Made once per locale and namespaces.
 */
export function translationBundle(
  locale: Locale,
  wanted: readonly Namespace[] = uiNamespaces,
): TranslationBundle {
  const id = `${locale}|${wanted.join(',')}`
  const known = bundles.get(id)
  if (known) return known
  const resources: Resources = {}
  for (const code of resourceChain(locale)) {
    const namespaces = Object.fromEntries(
      wanted.flatMap((namespace) =>
        catalogues[code]?.[namespace] ? [[namespace, catalogues[code]![namespace]!]] : [],
      ),
    )
    if (Object.keys(namespaces).length > 0) resources[code] = namespaces
  }
  const bundle = { locale, resources }
  bundles.set(id, bundle)
  return bundle
}

/** Every catalogue, for the server's own i18next instances (remix-i18next). */
export function allResources(): Resources {
  return catalogues as Resources
}

/**
 * One namespace's texts of a locale with its fallbacks applied (de-AT over de-DE over de), for
 * look-ups outside React.
 */
export function mergedTexts(locale: Locale, namespace: Namespace): Catalogue {
  const id = `${locale}|${namespace}`
  let texts = merged.get(id)
  if (!texts) {
    texts = Object.assign(
      {},
      ...resourceChain(locale)
        .reverse()
        .map((code) => catalogues[code]?.[namespace] ?? {}),
    ) as Catalogue
    merged.set(id, texts)
  }
  return texts
}
const merged = new Map<string, Catalogue>()
