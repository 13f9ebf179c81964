import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { SuggestionText } from '~/components/location/SuggestionText'
import { ValidatedMarketSwitcher } from '~/components/market-switcher/ValidatedMarketSwitcher'
import { Notice } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { marketSwitchPage } from '~/services/market-switcher.server'
import { errorPageMeta } from '~/services/page-meta'

/**
 * The market switch: with a choice it redirects to the page's counterpart (or home) in that market;
 * without one it is the form on its own.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'market-switch')
  const page = await marketSwitchPage(request, context)
  const meta = extrasPageMeta(serverText(context.market.locale), 'marketSwitcher.title')
  return data({ ...page.data, meta }, page.init ?? undefined)
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function MarketSwitchPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="x-page">
      <h1>{t('marketSwitcher.title')}</h1>
      <p className="x-page__intro">{t('marketSwitcher.intro')}</p>
      {data.invalid ? <Notice tone="error">{t('marketSwitcher.invalid')}</Notice> : null}
      {data.suggestion ? (
        <Notice tone="info">
          <p className="location-suggestion">
            <SuggestionText {...data.suggestion} />
          </p>
        </Notice>
      ) : null}
      <ValidatedMarketSwitcher
        from={data.from}
        country={data.country}
        language={data.language}
        variant="page"
      />
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
