import { RemixI18Next } from 'remix-i18next/server'
import { locales } from '~/domain/market'
import { requestContext } from '~/services/request-context.server'
import { i18nextOptions } from './config'
import { allResources } from './resources.server'

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
    findLocale: async (request) => requestContext(request).market.locale,
  },
  i18next: i18nextOptions(allResources()),
})
