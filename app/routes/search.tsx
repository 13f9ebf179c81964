import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { DidYouMean, SearchHelp, SearchResultGroups } from '~/components/search/SearchResults'
import { Notice } from '~/components/vouchers/form-parts'
import { canonicalSearchString, searchQueryOf } from '~/domain/search'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import { searchPage } from '~/services/search.server'

/**
 * The search page (`/suche?q=…`): one URL per normalised query (others redirect there), so the
 * CDN keeps one copy of each; results grouped by kind; without a query a prompt, without results
 * help. Never indexed by search engines, its links followed.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'search')
  const canonical = canonicalSearchString(context.url.searchParams)
  if (canonical !== null) throw redirect(`${context.url.pathname}${canonical}`, 301)
  const query = searchQueryOf(context.url.searchParams)
  const page = await searchPage(context, query)
  const text = serverText(context.market.locale)
  const title = query
    ? (text('common', 'search.resultsTitle') ?? '').replace('{{query}}', query)
    : text('common', 'search.title')
  const meta = [{ title: `${title} | Printhaus` }, { name: 'robots', content: 'noindex, follow' }]
  return data({ ...page.data, meta }, page.init ?? undefined)
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function SearchPage() {
  const { query, correctedQuery, items, unavailable } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const shown = correctedQuery && items.length > 0 ? correctedQuery : query
  return (
    <div className="x-page x-page--wide search-page">
      <h1>{query ? t('search.resultsTitle', { query: shown }) : t('search.title')}</h1>
      {!query ? <p className="x-page__intro">{t('search.prompt')}</p> : null}
      {unavailable ? <Notice tone="error">{t('search.unavailable')}</Notice> : null}
      {query && !unavailable && items.length > 0 && correctedQuery ? (
        <p className="search-page__corrected">
          {t('search.corrected', { corrected: correctedQuery, query })}
        </p>
      ) : null}
      {query && !unavailable && items.length === 0 ? (
        <div className="search-page__none" role="status">
          <p className="x-page__intro">{t('search.noResults', { query })}</p>
          {correctedQuery ? <DidYouMean query={correctedQuery} /> : null}
          <p>{t('search.noResultsHint')}</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <div className="search-results">
          <SearchResultGroups items={items} />
        </div>
      ) : null}
      {items.length === 0 ? <SearchHelp withService={Boolean(query)} /> : null}
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
