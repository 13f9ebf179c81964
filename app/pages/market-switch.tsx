import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { MarketSwitcher } from '~/components/market-switcher/MarketSwitcher'
import { Notice } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { useTranslation } from '~/i18n/react'
import { pageHeaders } from '~/services/cache-policy'
import { marketSwitchPage, type MarketSwitchPageData } from '~/services/market-switcher.server'

/** The market switch: with a choice it redirects to the page's counterpart (or home) in that market; without one it is the form on its own (ADR 126). */
export const loader = ({ request }: LoaderFunctionArgs) => marketSwitchPage(request)

export default function MarketSwitchPage() {
  const data = useLoaderData<typeof loader>() as unknown as MarketSwitchPageData
  const { t } = useTranslation()
  return (
    <div className="x-page">
      <h1>{t('marketSwitcher.title')}</h1>
      <p className="x-page__intro">{t('marketSwitcher.intro')}</p>
      {data.invalid ? <Notice tone="error">{t('marketSwitcher.invalid')}</Notice> : null}
      <MarketSwitcher from={data.from} country={data.country} language={data.language} variant="page" />
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => extrasPageMeta(matches, 'marketSwitcher.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
