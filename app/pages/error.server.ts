import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { getStory } from '~/services/content.server'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorStoryRelations, withRelationCards } from '~/services/story-relations.server'
import type { ErrorPageData } from '~/services/content-page.server'

/**
 * `/error`: where an unknown path prefix leads (C2). Always the 404 error page; the
 * `path` query names what was asked for (shown escaped, never followed).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<never> {
  const context = await localisedPageContext(request, 'error')
  const asked = context.url.searchParams.get('path') ?? ''
  const path = asked.startsWith('/') && asked.length <= 512 ? asked : '/error'
  const { market } = context
  const story = await getStory({
    channel: market.channel,
    locale: market.locale,
    slug: 'error',
    ...errorStoryRelations,
  }).catch(() => null)
  const data: ErrorPageData = {
    path,
    errorStory: story ? withRelationCards(story.content, market.channel) : null,
  }
  throw json(data, { status: 404 })
}
