import { json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/i18n/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { marketPath } from '~/components/links'
import { useSite } from '~/components/chrome/use-site'
import { handOffKinds } from '~/domain/localised-pages'
import { specialPrefixOf } from '~/domain/paths'
import { notFound } from '~/services/content-page.server'
import { env } from '~/services/env.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { requestContext } from '~/services/request-context.server'

type HandOffKind = (typeof handOffKinds)[number]

/**
 * Special prefixes served by the shop's other applications (basket, checkout, orders,
 * reviews …): never sent to the content system. With SHOP_APPS_ORIGIN they are handed
 * off there; without it (the embedded default) a page says where the shopper is.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { market, prefixes } = requestContext(request)
  const special = specialPrefixOf(prefixes.rest, market.language)
  const kind = (handOffKinds as readonly string[]).includes(special?.kind ?? '') ? (special?.kind as HandOffKind) : undefined
  if (!kind) throw await notFound(requestContext(request))
  const context = await localisedPageContext(request, `hand-off-${kind}`, { splat: true })
  const appsOrigin = env().SHOP_APPS_ORIGIN
  if (appsOrigin) throw redirect(`${appsOrigin}${context.url.pathname}${context.url.search}`, 302)
  return json({ kind })
}

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

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }]
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })
export const ErrorBoundary = PageErrorBoundary
