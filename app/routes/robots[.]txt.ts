import { crawlerFileCacheControl, robotsFile } from '~/services/crawler-files.server'
import { requestContext } from '~/services/request-context.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/** robots.txt of the request's domain. */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = requestContext(request, load)
  return new Response(await robotsFile(context), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': crawlerFileCacheControl,
    },
  })
}
