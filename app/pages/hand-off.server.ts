import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { cacheControl } from '~/services/cache-policy'
import { env } from '~/services/env.server'
import { localisedPageContext } from '~/services/localised-page.server'
import type { handOffKinds, LocalisedPage } from '~/domain/localised-pages'

/**
 * Special prefixes served by the shop's other applications (basket, checkout, orders,
 * reviews …): never sent to the content system. With SHOP_APPS_ORIGIN they are handed
 * off there; without it (the embedded default) a page says where the shopper is.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs, page: LocalisedPage) {
  // The page is `hand-off-{kind}` (app/domain/localised-pages.ts): the kind needs no second
  // look-up.
  const kind = page.id.slice('hand-off-'.length) as (typeof handOffKinds)[number]
  const context = await localisedPageContext(request, load, page.id, { splat: true })
  const appsOrigin = env().SHOP_APPS_ORIGIN
  if (appsOrigin) throw redirect(`${appsOrigin}${context.url.pathname}${context.url.search}`, 302)
  // Never kept: what another application answers here may change at any time.
  return json({ kind }, { headers: { 'Cache-Control': cacheControl.noStore } })
}
