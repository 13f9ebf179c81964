import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useSite } from '~/components/chrome/use-site'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { marketPath } from '~/components/links'
import { handOffKinds } from '~/domain/localised-pages'
import { cacheControl, pageHeaders } from '~/services/cache-policy'
import { env } from '~/services/env.server'
import { sharedViewPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'

const pageIds = handOffKinds.map((kind) => `hand-off-${kind}` as const)

/**
 * Special prefixes served by the shop's other applications (basket, checkout, orders,
 * reviews …): never sent to the content system. With SHOP_APPS_ORIGIN they are handed
 * off there; without it (the embedded default) a page says where the shopper is.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { pageId, context } = await sharedViewPageContext(request, load, pageIds, { splat: true })
  const appsOrigin = env().SHOP_APPS_ORIGIN
  if (appsOrigin) throw redirect(`${appsOrigin}${context.url.pathname}${context.url.search}`, 302)
  const kind = handOffKinds[pageIds.indexOf(pageId)]!
  // Never kept: what another application answers here may change at any time.
  return data(
    { kind, meta: [{ name: 'robots', content: 'noindex, nofollow' }] },
    { headers: { 'Cache-Control': cacheControl.noStore } },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function HandOffPage() {
  const { kind } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const site = useSite()
  return (
    <div className="hand-off">
      <h1>{t(`handOff.${kind}`)}</h1>
      <p>{t('handOff.text')}</p>
      <p>
        <a className="button button--primary" href={site ? marketPath('/', site.market) : '/'}>
          {t('error.backHome')}
        </a>
      </p>
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
