import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { configuratorPaths, withConfiguratorLocale, withPathPrefixes } from '~/domain/paths'
import { notFound } from '~/services/content-page.server'
import { env } from '~/services/env.server'
import { requestContext } from '~/services/request-context.server'
import type { LocalisedPage } from '~/domain/localised-pages'

/**
 * The designer hand-off (`/configurator-*`). A path without a `locale` query parameter
 * gets one (C2). With DESIGNER_ORIGIN the shopper goes on to the designer application;
 * without it (the embedded default) this page shows what the designer would receive.
 */
export async function loader({ request, context: load }: LoaderFunctionArgs, page: LocalisedPage) {
  const context = requestContext(request, load)
  const { prefixes, market, url } = context
  // The same path in every language: the page's own path is the request's.
  const path = page.paths[market.language]
  const product = Object.entries(configuratorPaths).find(([, candidate]) => candidate === path)?.[0]
  if (!product) throw await notFound(context)
  const withLocale = withConfiguratorLocale(path, url.search, market.locale)
  if (withLocale) throw redirect(withPathPrefixes({ ...prefixes, rest: withLocale }), 302)
  const designer = env().DESIGNER_ORIGIN
  if (designer) throw redirect(`${designer}${path}${url.search}`, 302)
  return json({ product, parameters: [...url.searchParams.entries()] })
}
