import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/i18n/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { configuratorPaths, withConfiguratorLocale, withPathPrefixes } from '~/domain/paths'
import { notFound } from '~/services/content-page.server'
import { env } from '~/services/env.server'
import { requestContext } from '~/services/request-context.server'

/**
 * The designer hand-off (`/configurator-*`). A path without a `locale` query parameter
 * gets one (C2). With DESIGNER_ORIGIN the shopper goes on to the designer application;
 * without it (the embedded default) this page shows what the designer would receive.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = requestContext(request)
  const { prefixes, market, url } = context
  const path = prefixes.rest.replace(/\/+$/, '')
  const product = Object.entries(configuratorPaths).find(([, candidate]) => candidate === path)?.[0]
  if (!product) throw await notFound(context)
  const withLocale = withConfiguratorLocale(path, url.search, market.locale)
  if (withLocale) throw redirect(withPathPrefixes({ ...prefixes, rest: withLocale }), 302)
  const designer = env().DESIGNER_ORIGIN
  if (designer) throw redirect(`${designer}${path}${url.search}`, 302)
  return json({ product, parameters: [...url.searchParams.entries()] })
}

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

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }]
export const ErrorBoundary = PageErrorBoundary
