import type { LoaderFunctionArgs } from '@remix-run/node'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { notFound } from '~/services/content-page.server'
import { requestContext } from '~/services/request-context.server'

// Being built (issue 7): answers 404 until then.
export async function loader({ request }: LoaderFunctionArgs) {
  throw await notFound(requestContext(request))
}
export default function Placeholder() {
  return null
}
export const ErrorBoundary = PageErrorBoundary
