import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccessoryDetail } from '~/components/accessories/AccessoryDetail'
import { AccessoryForm } from '~/components/accessories/AccessoryForm'
import { envelopeText } from '~/components/accessories/envelope-text'
import { useSite } from '~/components/chrome/use-site'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { Notice, type FormResult } from '~/components/vouchers/form-parts'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { usePageHref } from '~/components/vouchers/page-href'
import { accessoriesPageText } from '~/domain/accessories-page'
import { formatPrice } from '~/domain/price'
import { serverText } from '~/i18n/i18n.server'
import { accessoriesPage, accessoryOrderAction } from '~/services/accessories.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'

/**
 * Card accessories with their prices, the envelope surcharge and the free sample cards (on the
 * wall-art shop its gift box and hanging hardware); into the basket.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'card-accessories')
  const page = await accessoriesPage(request, context)
  const text = accessoriesPageText(context.market.channel)
  const meta = extrasPageMeta(serverText(context.market.locale), text.title, {
    index: true,
    descriptionKey: text.intro,
  })
  return data({ ...page.data, text, meta }, page.init ?? undefined)
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return accessoryOrderAction(
    request,
    await localisedPageContext(request, load, 'card-accessories'),
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function CardAccessoriesPage() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<FormResult>()
  const site = useSite()
  const href = usePageHref()
  const { t } = useTranslation()
  if (!site) return null
  const { selection, price } = data
  const name = [
    t(`accessories.type.${selection.accessoryType}`),
    selection.sizeClass ? envelopeText(t, selection.sizeClass) : null,
    selection.formatType ? t(`accessories.format.${selection.formatType}`) : null,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <div className="x-page x-page--wide">
      <h1>{t(data.text.title)}</h1>
      <p className="x-page__intro">{t(data.text.intro)}</p>
      {data.added && price && !result ? (
        <Notice tone="success">
          <p>
            {t('accessories.added', {
              name: `${price.quantity} × ${name}`,
              price: formatPrice(price.priceCurrent, site.market.locale, data.currency),
            })}
          </p>
          <p>
            <a className="button button--primary" href={href('hand-off-basket')}>
              {t('accessories.toBasket')}
            </a>
          </p>
        </Notice>
      ) : null}
      {data.unavailable ? (
        <Notice tone="error">{t('accessories.unavailable')}</Notice>
      ) : (
        <AccessoryForm
          data={data}
          action={href('card-accessories')}
          locale={site.market.locale}
          result={result}
        />
      )}
      <AccessoryDetail detail={data.detail} locale={site.market.locale} />
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
