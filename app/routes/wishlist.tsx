import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { Notice } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { usePageHref } from '~/components/vouchers/page-href'
import { WishlistList } from '~/components/wishlist/WishlistList'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import { wishlistAction, wishlistPage } from '~/services/wishlist.server'

/**
 * The wishlist (card channel only; 404 on wall art): saved themes and designs of the logged-in
 * customer.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'wishlist')
  const page = await wishlistPage(request, context)
  const meta = extrasPageMeta(serverText(context.market.locale), 'wishlist.title')
  return data({ ...page.data, meta }, page.init ?? undefined)
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return wishlistAction(request, await localisedPageContext(request, load, 'wishlist'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function WishlistPage() {
  const data = useLoaderData<typeof loader>()
  const failed = useActionData<{ message?: string }>()
  const href = usePageHref()
  const { t } = useTranslation()
  return (
    <div className="x-page">
      <h1>{t('wishlist.title')}</h1>
      <p className="x-page__intro">
        {t('wishlist.intro')}{' '}
        {data.entries.length > 0 ? (
          <span className="wishlist-count">
            {t('wishlist.count', { count: data.entries.length })}
          </span>
        ) : null}
      </p>
      {failed ? <Notice tone="error">{t('wishlist.error')}</Notice> : null}
      {data.resumeFailed ? <Notice tone="error">{t('wishlist.resumeFailed')}</Notice> : null}
      {data.unavailable ? (
        <Notice tone="error">{t('wishlist.unavailable')}</Notice>
      ) : data.entries.length === 0 ? (
        <p className="wishlist-empty">{t('wishlist.empty')}</p>
      ) : (
        <WishlistList
          entries={data.entries}
          action={href('wishlist')}
          returnTo={href('wishlist')}
        />
      )}
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
