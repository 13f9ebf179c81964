import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Page } from '~/components/blocks/Page'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { loadContentPage } from '~/services/content-page.server'
import { pageMeta } from '~/services/page-meta'

/** Every content page: `/`, `/{slug…}`, with the optional sublocale and desktop prefixes. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { story } = await loadContentPage(request)
  return json({ story: { id: story.id, name: story.name, full_slug: story.full_slug, content: story.content } })
}

export default function ContentPage() {
  const { story } = useLoaderData<typeof loader>()
  return <Page content={story.content} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.story.content)

export const ErrorBoundary = PageErrorBoundary
