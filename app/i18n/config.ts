import { createInstance, type i18n, type InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { fallbackChain, languageOf, locales, type Locale } from '~/domain/market'
import { secondSegmentOf, uiNamespaces, type Resources } from './i18n'

/** The codes a locale's texts come from, most specific first: de-AT → de-DE → de. */
export function resourceChain(locale: Locale): string[] {
  const chain: string[] = [...fallbackChain(locale)]
  const language = languageOf(locale)
  if (!chain.includes(language)) chain.push(language)
  return chain
}

const reported = new Set<string>()

/**
 * "Missing translation: info message logged once per key; the second segment of the key is
 * displayed." i18next calls the handler for every miss; the set keeps it to once per key.
 */
function reportMissing(_languages: readonly string[], namespace: string, key: string) {
  const id = `${namespace}:${key}`
  if (reported.has(id)) return
  reported.add(id)
  console.info(`Missing translation: ${id}`)
}

/**
 * i18next as the shop uses it, on the server and in the browser alike: flat dotted keys per
 * namespace (`ns:key`), `{{name}}` interpolation (React escapes), plurals with `_one`/`_other`,
 * the locale's fallback chain, and the missing-key rule above. Resources are in memory, so
 * `initImmediate: false` makes `init` synchronous: the first render already has every text.
 */
export function i18nextOptions(resources: Resources): InitOptions {
  return {
    resources,
    ns: [...uiNamespaces],
    defaultNS: 'common',
    fallbackNS: false,
    keySeparator: false,
    nsSeparator: ':',
    load: 'currentOnly',
    // An instance made before its language is set (remix-i18next's getFixedT) asks with no code.
    fallbackLng: (code?: string) =>
      (locales as readonly string[]).includes(code ?? '')
        ? resourceChain(code as Locale).slice(1)
        : ['de'],
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    saveMissing: true,
    missingKeyHandler: reportMissing,
    parseMissingKeyHandler: secondSegmentOf,
    initImmediate: false,
    react: { useSuspense: false },
  }
}

/** An i18next instance for one locale, with the texts given, ready at once. */
export function createI18n(locale: string, resources: Resources): i18n {
  const instance = createInstance()
  void instance.use(initReactI18next).init({ ...i18nextOptions(resources), lng: locale })
  return instance
}
