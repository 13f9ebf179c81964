import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { Notice } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { usePageHref } from '~/components/vouchers/page-href'
import { WishlistList } from '~/components/wishlist/WishlistList'
import { useTranslation } from '~/i18n/react'
import { pageHeaders } from '~/services/cache-policy'
import { wishlistAction, wishlistPage, type WishlistPageData } from '~/services/wishlist.server'

/** The wishlist (card channel only; 404 on wall art): saved themes and designs of the logged-in customer (ADR 124). */
export const loader = ({ request }: LoaderFunctionArgs) => wishlistPage(request)

export const action = ({ request }: ActionFunctionArgs) => wishlistAction(request)

export default function WishlistPage() {
  const data = useLoaderData<typeof loader>() as unknown as WishlistPageData
  const failed = useActionData<{ message?: string }>()
  const href = usePageHref()
  const { t } = useTranslation()
  return (
    <div className="x-page">
      <h1>{t('wishlist.title')}</h1>
      <p className="x-page__intro">
        {t('wishlist.intro')} {data.entries.length > 0 ? <span className="wishlist-count">{t('wishlist.count', { count: data.entries.length })}</span> : null}
      </p>
      {failed ? <Notice tone="error">{t('wishlist.error')}</Notice> : null}
      {data.resumeFailed ? <Notice tone="error">{t('wishlist.resumeFailed')}</Notice> : null}
      {data.unavailable ? (
        <Notice tone="error">{t('wishlist.unavailable')}</Notice>
      ) : data.entries.length === 0 ? (
        <p className="wishlist-empty">{t('wishlist.empty')}</p>
      ) : (
        <WishlistList entries={data.entries} action={href('wishlist')} returnTo={href('wishlist')} />
      )}
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => extrasPageMeta(matches, 'wishlist.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
