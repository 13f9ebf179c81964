import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData } from '@remix-run/react'
import { Page } from '~/components/blocks/Page'
import { CalculatorDataProvider } from '~/components/calculator/calculator-context'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { pageHeaders } from '~/services/cache-policy'
import {
  asErrorPage,
  compactStoryContent,
  getGlobalConfig,
  getPublishedSlugs,
  loadCalculatorData,
  loadContentPage,
  pageSeo,
  type ErrorPageData,
} from '~/services/content-route.server'
import { errorMeta, seoMeta } from '~/services/page-meta'

/** Every content page: `/`, `/{slug…}`, with the optional sublocale and desktop prefixes. */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const { story, context, preview, settings, headers } = await loadContentPage(request)
    const [globalConfig, published, calculator] = await Promise.all([
      getGlobalConfig(context.market),
      getPublishedSlugs().catch(() => undefined),
      loadCalculatorData(request, context, story, { treatments: settings.treatments, now: settings.now }),
    ])
    return json(
      {
        // Asset metadata and link bookkeeping stay on the server (ADR 106); a preview keeps the story as the editor sent it.
        story: { id: story.id, name: story.name, full_slug: story.full_slug, content: preview ? story.content : compactStoryContent(story.content) },
        // The head, built on the server (ADR 106): the browser needs the tags, not the code that makes them.
        meta: seoMeta(pageSeo({ story, context, globalConfig, preview, ...(published ? { published } : {}) })),
        settings: { ...settings, storyId: story.id },
        calculator,
      },
      { headers },
    )
  } catch (error) {
    throw await asErrorPage(request, error)
  }
}

export default function ContentPage() {
  const { story, settings, calculator } = useLoaderData<typeof loader>()
  return (
    <CalculatorDataProvider value={calculator}>
      <Page content={story.content} settings={settings} title={story.name} />
    </CalculatorDataProvider>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (data) return data.meta
  const errorData = isRouteErrorResponse(error) ? (error.data as Partial<ErrorPageData> | null) : null
  const title = errorData?.errorStory && typeof errorData.errorStory.title === 'string' ? errorData.errorStory.title : undefined
  return errorMeta(title)
}

/** The strictest Cache-Control of root and page (public only for anonymous published pages); previews are noindex. */
export const headers: HeadersFunction = (args) => {
  const result = new Headers(pageHeaders(args))
  // An error page's own policy (a 404 briefly at the CDN, a 5xx never) wins over the
  // layout's, unless the page is private anyway.
  const errorPolicy = args.errorHeaders?.get('Cache-Control')
  if (errorPolicy && !/\bprivate\b/.test(result.get('Cache-Control') ?? '')) result.set('Cache-Control', errorPolicy)
  const robots = args.loaderHeaders.get('X-Robots-Tag')
  if (robots) result.set('X-Robots-Tag', robots)
  return result
}

export const ErrorBoundary = PageErrorBoundary
