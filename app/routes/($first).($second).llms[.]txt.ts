import { crawlerFileCacheControl, llmsFile } from '~/services/crawler-files.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { logEvent } from '~/services/logger.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/** llms.txt of the market: `/llms.txt`, `/fr/llms.txt` on the Swiss domain, …. */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'llms-txt')
  try {
    return new Response(await llmsFile(context), {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': crawlerFileCacheControl,
      },
    })
  } catch (error) {
    logEvent('error', 'llms-txt-unavailable', { err: String(error) })
    return new Response('Temporarily unavailable', {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' },
    })
  }
}
