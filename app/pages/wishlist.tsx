import '~/shared-chunk'
import { useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Notice } from '~/components/vouchers/form-parts'
import { usePageHref } from '~/components/vouchers/page-href'
import { WishlistList } from '~/components/wishlist/WishlistList'
import { usePageData } from './page-data'
import type { loader } from './wishlist.server'
import type { WishlistPageData } from '~/services/wishlist.server'

export default function WishlistPage() {
  const data = usePageData<typeof loader>() as unknown as WishlistPageData
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
