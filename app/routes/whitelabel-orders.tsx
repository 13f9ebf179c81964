import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { Notice } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { usePageHref } from '~/components/vouchers/page-href'
import { WhitelabelSwitchForm } from '~/components/whitelabel/WhitelabelSwitchForm'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import { whitelabelPage, whitelabelSwitchAction } from '~/services/whitelabel.server'

/**
 * Whitelabel orders: the order mode of a whitelabel customer and the switch (`/whitelabel/switch`).
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'whitelabel-orders')
  const page = await whitelabelPage(request, context)
  const meta = extrasPageMeta(serverText(context.market.locale), 'whitelabel.title')
  return data({ ...page.data, meta }, page.init ?? undefined)
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return whitelabelSwitchAction(
    request,
    await localisedPageContext(request, load, 'whitelabel-orders'),
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function WhitelabelOrdersPage() {
  const data = useLoaderData<typeof loader>()
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
          <section
            className={`wl-mode${data.isWhitelabelOrder ? ' wl-mode--active' : ''}`}
            aria-labelledby="wl-mode"
            data-whitelabel-order={data.isWhitelabelOrder ? 'true' : 'false'}
          >
            <h2 id="wl-mode">{t('whitelabel.current')}</h2>
            <p className="wl-mode__badge">
              {data.isWhitelabelOrder ? t('whitelabel.badge') : t('whitelabel.mode.own')}
            </p>
            {data.isWhitelabelOrder ? <p>{t('whitelabel.mode.whitelabel')}</p> : null}
            <p className="wl-mode__basket">
              {t('whitelabel.basket', { count: data.cartArticlesAmount })}
            </p>
            <WhitelabelSwitchForm
              action={href('whitelabel-orders')}
              isWhitelabelOrder={data.isWhitelabelOrder}
              className="wl-switch--page"
            />
          </section>
          <p className="x-page__aside">
            <a href={href('hand-off-whitelabelService')}>{t('whitelabel.service')}</a>
          </p>
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
