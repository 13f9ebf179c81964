import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData } from '@remix-run/react'
import { Page } from '~/components/blocks/Page'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { pageHeaders } from '~/services/cache-policy'
import { asErrorPage, loadContentPage, type ErrorPageData } from '~/services/content-page.server'
import { getGlobalConfig } from '~/services/global-config.server'
import { errorMeta, seoMeta } from '~/services/page-meta'
import { pageSeo } from '~/services/seo.server'

/** Every content page: `/`, `/{slug…}`, with the optional sublocale and desktop prefixes. */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const { story, context, preview, settings, headers } = await loadContentPage(request)
    const globalConfig = await getGlobalConfig(context.market)
    return json(
      {
        story: { id: story.id, name: story.name, full_slug: story.full_slug, content: story.content },
        seo: pageSeo({ story, context, globalConfig, preview }),
        settings: { ...settings, storyId: story.id },
      },
      { headers },
    )
  } catch (error) {
    throw await asErrorPage(request, error)
  }
}

export default function ContentPage() {
  const { story, settings } = useLoaderData<typeof loader>()
  return <Page content={story.content} settings={settings} title={story.name} />
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (data) return seoMeta(data.seo)
  const errorData = isRouteErrorResponse(error) ? (error.data as Partial<ErrorPageData> | null) : null
  const title = errorData?.errorStory && typeof errorData.errorStory.title === 'string' ? errorData.errorStory.title : undefined
  return errorMeta(title)
}

/** The strictest Cache-Control of root and page (public only for anonymous published pages); previews are noindex. */
export const headers: HeadersFunction = (args) => {
  const result = new Headers(pageHeaders(args))
  const robots = args.loaderHeaders.get('X-Robots-Tag')
  if (robots) result.set('X-Robots-Tag', robots)
  return result
}

export const ErrorBoundary = PageErrorBoundary
