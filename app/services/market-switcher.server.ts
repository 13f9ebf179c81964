import { data as withHeaders, redirect } from '@remix-run/node'
import { type z } from 'zod'
import { safeRedirectPath } from '~/domain/account-forms'
import { parseForm } from '~/domain/form-parse'
import { localisedPagePath } from '~/domain/localised-pages'
import { languageOf, tldOf, type Country, type Language, type Locale } from '~/domain/market'
import { marketPagePath, pageOfPath, switchLocale } from '~/domain/market-switch'
import { MarketSwitchSchema } from '~/domain/market-switch-schema'
import { parsePathPrefixes } from '~/domain/paths'
import { LocalizedUrlsAnswer } from '../../contracts/shop-extras'
import { cacheControl } from './cache-policy'
import { cached, CachePresets } from './cache.server'
import { marketSuggestion, type MarketSuggestion } from './location.server'
import { logEvent } from './logger.server'
import { originForMarket } from './market.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import { failureOf } from './vouchers-basket.server'
import type { RequestContext } from './request-context.server'

/**
 * The market switcher: the footer's GET form (`country`, `language`, `from`)
 * comes here and is redirected to the same page in the chosen market — a localised shop
 * page by its path in that language, a product page by its own path, a content page by
 * `/web-api/localized-urls` — or to that market's home page when the page has no
 * counterpart there. Absolute URLs come from the host table (`originForMarket`), never
 * from the request's Host.
 */

type LocalizedUrl = z.infer<typeof LocalizedUrlsAnswer>['payload']['urls'][number]

/**
 * The counterparts of a content page in every locale, or null when the shop API knows no such page.
 */
export async function localizedUrls(
  context: Pick<RequestContext, 'market'>,
  path: string,
): Promise<LocalizedUrl[] | null> {
  const { market } = context
  try {
    return await cached(
      `localized-urls:${market.channel}-${market.country}:${market.locale}:${path}`,
      CachePresets.short,
      async () => {
        const { data } = await shopFetch({
          market,
          path: '/web-api/localized-urls',
          query: { path },
          schema: LocalizedUrlsAnswer,
        })
        return data.payload.urls
      },
    )
  } catch (error) {
    if (!(error instanceof ShopApiError && error.status === 404))
      logEvent('warn', 'localized-urls-failed', { ...failureOf(error), path })
    return null
  }
}

export type SwitchChoice = { country: Country; language: Language | undefined; from: string }

/** The absolute URL a choice leads to, from the page at `from` (a path of the current market). */
export async function switchTarget(
  context: RequestContext,
  choice: SwitchChoice,
): Promise<{ url: string; locale: Locale; counterpart: boolean }> {
  const { market, origin } = context
  const locale = switchLocale(choice.country, choice.language)
  const from = new URL(choice.from, 'http://from.invalid')
  const prefixes = parsePathPrefixes(from.pathname)
  const targetOrigin = originForMarket(market.channel, tldOf(locale))
  const home = (target: string) =>
    `${target}${marketPagePath(locale, market.channel, prefixes.desktop, '/', { content: true })}`
  if (!targetOrigin) return { url: home(origin), locale, counterpart: false }

  const page = pageOfPath(prefixes.rest, market.language)
  switch (page.kind) {
    case 'home':
      return { url: home(targetOrigin), locale, counterpart: true }
    case 'localised':
      return {
        url: `${targetOrigin}${marketPagePath(locale, market.channel, prefixes.desktop, localisedPagePath(page.pageId, languageOf(locale)))}`,
        locale,
        counterpart: true,
      }
    case 'same':
      return {
        url: `${targetOrigin}${marketPagePath(locale, market.channel, prefixes.desktop, prefixes.rest)}${from.search}`,
        locale,
        counterpart: true,
      }
    case 'content': {
      const urls = await localizedUrls(context, prefixes.rest)
      const counterpart = urls?.find((entry) => entry.locale === locale)
      if (!counterpart) return { url: home(targetOrigin), locale, counterpart: false }
      return {
        url: `${targetOrigin}${marketPagePath(locale, market.channel, prefixes.desktop, counterpart.path, { content: true })}`,
        locale,
        counterpart: true,
      }
    }
  }
}

export type MarketSwitchPageData = {
  from: string
  country: Country
  language: Language
  invalid: boolean
  /** The shop of the country the shopper seems to be in, when it is another. */
  suggestion: MarketSuggestion | null
}

/**
 * The switcher's page: with a choice in the query it redirects (302, not cached: the
 * counterparts change with the content); without one — or with a country the shop does
 * not have — it shows the form on its own, with the shopper's country's shop suggested.
 */
export async function marketSwitchPage(request: Request, context: RequestContext) {
  const { market, url } = context
  const query = url.searchParams
  const from = safeRedirectPath(query.get('from'), '/')
  const country = query.get('country')
  // The schema the switcher's form is checked with in the browser.
  const submission = parseForm(query, { schema: MarketSwitchSchema })
  if (submission.status === 'success') {
    const { country, language } = submission.value
    const choice = { country, language, from }
    const target = await switchTarget(context, choice)
    logEvent('info', 'market-switch', {
      from: `${market.channel}:${market.locale}`,
      to: target.locale,
      path: from.split('?')[0],
      counterpart: target.counterpart,
    })
    throw redirect(target.url, { status: 302, headers: { 'Cache-Control': cacheControl.noStore } })
  }
  // Offered and preselected, never followed by itself.
  const suggestion = await marketSuggestion(context)
  const data: MarketSwitchPageData = {
    from,
    country: suggestion?.country ?? market.country,
    language: market.language,
    invalid: country !== null,
    suggestion,
  }
  return withHeaders(data, {
    status: data.invalid ? 400 : 200,
    // The page depends on where the shopper is: no shared cache may keep it.
    headers: { 'Cache-Control': cacheControl.private },
  })
}
