import { RemixI18Next } from 'remix-i18next/server'
import { locales, type Locale } from '~/domain/market'
import { resolveMarket } from '~/services/market.server'
import { createI18n, i18nextOptions } from './config'
import { allResources, translationBundle } from './resources.server'
import type { i18n } from 'i18next'

/**
 * remix-i18next on the server: the locale is the market's, found from the host and the path
 * (never a cookie or Accept-Language), and `getFixedT` gives server code (meta, resources,
 * error texts) a `t` for it.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: 'de-DE',
    order: ['custom'],
    findLocale: async (request) => {
      const resolution = resolveMarket(request)
      return resolution.kind === 'market' ? resolution.market.locale : 'de-DE'
    },
  },
  i18next: i18nextOptions(allResources()),
})

const instances = new Map<string, i18n>()

/**
 * The i18next instance a document of this locale renders with (entry.server): the locale's
 * fallback chain of UI namespaces, the same resources the browser gets. Made once per locale:
 * its resources never change while the process runs and no request changes its language.
 */
export function documentI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createI18n(locale, translationBundle(locale).resources)
    instances.set(locale, instance)
  }
  return instance
}

/** A text of the locale for server code (a page's meta), or undefined when it has none. */
export function serverText(locale: Locale): (namespace: string, key: string) => string | undefined {
  const instance = documentI18n(locale)
  return (namespace, key) => {
    const id = `${namespace}:${key}`
    return instance.exists(id) ? instance.t(id) : undefined
  }
}
