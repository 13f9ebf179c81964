import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { Notice } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { usePageHref } from '~/components/vouchers/page-href'
import { WhitelabelSwitchForm } from '~/components/whitelabel/WhitelabelSwitchForm'
import { useTranslation } from '~/i18n/react'
import { pageHeaders } from '~/services/cache-policy'
import { whitelabelPage, whitelabelSwitchAction, type WhitelabelPageData } from '~/services/whitelabel.server'

/** Whitelabel orders: the order mode of a whitelabel customer and the switch (`/whitelabel/switch`, ADR 123). */
export const loader = ({ request }: LoaderFunctionArgs) => whitelabelPage(request)

export const action = ({ request }: ActionFunctionArgs) => whitelabelSwitchAction(request)

export default function WhitelabelOrdersPage() {
  const data = useLoaderData<typeof loader>() as unknown as WhitelabelPageData
  const href = usePageHref()
  const { t } = useTranslation()
  return (
    <div className="x-page">
      <h1>{t('whitelabel.title')}</h1>
      {!data.isWhitelabelCustomer ? (
        <Notice tone="info">{t('whitelabel.notWhitelabel')}</Notice>
      ) : (
        <>
          <p className="x-page__intro">{t('whitelabel.intro')}</p>
          {data.failed ? <Notice tone="error">{t('whitelabel.failed')}</Notice> : null}
          <section className={`wl-mode${data.isWhitelabelOrder ? ' wl-mode--active' : ''}`} aria-labelledby="wl-mode" data-whitelabel-order={data.isWhitelabelOrder ? 'true' : 'false'}>
            <h2 id="wl-mode">{t('whitelabel.current')}</h2>
            <p className="wl-mode__badge">{data.isWhitelabelOrder ? t('whitelabel.badge') : t('whitelabel.mode.own')}</p>
            {data.isWhitelabelOrder ? <p>{t('whitelabel.mode.whitelabel')}</p> : null}
            <p className="wl-mode__basket">{t('whitelabel.basket', { count: data.cartArticlesAmount })}</p>
            <WhitelabelSwitchForm action={href('whitelabel-orders')} isWhitelabelOrder={data.isWhitelabelOrder} className="wl-switch--page" />
          </section>
          <p className="x-page__aside">
            <a href={href('hand-off-whitelabelService')}>{t('whitelabel.service')}</a>
          </p>
        </>
      )}
    </div>
  )
}

export const meta: MetaFunction = ({ matches }) => extrasPageMeta(matches, 'whitelabel.title')
export const headers = pageHeaders
export const ErrorBoundary = PageErrorBoundary
