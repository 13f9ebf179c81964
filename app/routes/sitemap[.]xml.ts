import { crawlerFileCacheControl, sitemapFile } from '~/services/crawler-files.server'
import { logEvent } from '~/services/logger.server'
import { requestContext } from '~/services/request-context.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/** sitemap.xml of the request's domain, with hreflang alternates. */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = requestContext(request, load)
  try {
    return new Response(await sitemapFile(context), {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': crawlerFileCacheControl,
      },
    })
  } catch (error) {
    logEvent('error', 'sitemap-unavailable', { err: String(error) })
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' },
    })
  }
}
