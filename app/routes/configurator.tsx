import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { configuratorPaths, withConfiguratorLocale, withPathPrefixes } from '~/domain/paths'
import { pageHeaders } from '~/services/cache-policy'
import { env } from '~/services/env.server'
import { sharedViewPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'

const products = Object.keys(configuratorPaths) as (keyof typeof configuratorPaths)[]
/** A configurator's page id is its path without the slash (`configurator-photobook`). */
const pageIds = Object.values(configuratorPaths).map((path) => path.slice(1))

/**
 * The designer hand-off (`/configurator-*`). A path without a `locale` query parameter
 * gets one (C2). With DESIGNER_ORIGIN the shopper goes on to the designer application;
 * without it (the embedded default) this page shows what the designer would receive.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { pageId, context } = await sharedViewPageContext(request, load, pageIds)
  const { prefixes, market, url } = context
  const product = products.find((candidate) => `/${pageId}` === configuratorPaths[candidate])!
  const path = configuratorPaths[product]
  const withLocale = withConfiguratorLocale(path, url.search, market.locale)
  if (withLocale) throw redirect(withPathPrefixes({ ...prefixes, rest: withLocale }), 302)
  const designer = env().DESIGNER_ORIGIN
  if (designer) throw redirect(`${designer}${path}${url.search}`, 302)
  return data({
    product,
    parameters: [...url.searchParams.entries()],
    meta: [{ name: 'robots', content: 'noindex, nofollow' }],
  })
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function ConfiguratorHandOff() {
  const { product, parameters } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="hand-off">
      <h1>{t('handOff.designer')}</h1>
      <p>{t('handOff.designerText')}</p>
      <dl className="hand-off__parameters" data-product={product}>
        {parameters.map(([name, value], index) => (
          <div key={`${name}-${index}`}>
            <dt>{name}</dt>
            <dd data-parameter={name}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export const ErrorBoundary = PageErrorBoundary
