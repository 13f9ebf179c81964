import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { pageHeaders } from '~/services/cache-policy'
import { errorStoryContent, type ErrorPageData } from '~/services/content-page.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'

/**
 * `/error`: where an unknown path prefix leads (C2). Always the 404 error page; the
 * `path` query names what was asked for (shown escaped, never followed).
 */
export async function loader({ request, context: load }: LoaderFunctionArgs): Promise<never> {
  const context = await localisedPageContext(request, load, 'error')
  const asked = context.url.searchParams.get('path') ?? ''
  const path = asked.startsWith('/') && asked.length <= 512 ? asked : '/error'
  const data: ErrorPageData = { path, errorStory: await errorStoryContent(context.market) }
  throw json(data, { status: 404 })
}

export const meta: MetaFunction = ({ error }) => errorPageMeta(error)

export const headers = pageHeaders

/** Never shown: the loader always answers with the error page. */
export default function ErrorRoute() {
  return null
}

export const ErrorBoundary = PageErrorBoundary
