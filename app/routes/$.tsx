import {
  data as withHeaders,
  json,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Page } from '~/components/blocks/Page'
import { CalculatorDataProvider } from '~/components/calculator/calculator-context'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { cacheControl, pageHeaders, strictestCacheControl } from '~/services/cache-policy'
import {
  asErrorPage,
  browserStoryContent,
  contentPageMeta,
  getGlobalConfig,
  getPublishedSlugs,
  loadCalculatorData,
  loadCardListBlock,
  loadContentPage,
  tileArticlePrices,
  tileFramePrices,
  withAdClickPrivacy,
} from '~/services/content-route.server'
import { errorPageMeta } from '~/services/page-meta'
import type { BlockData } from '~/components/blocks/block-data'

/**
 * Content pages: `/` and `/{slug…}`, with the optional sublocale and desktop prefixes. The
 * localised shop pages have routes of their own (remix.config.js).
 */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  try {
    const { story, context, preview, settings, headers } = await loadContentPage(request, load)
    const [globalConfig, published, calculator, cardList, framePrices, articlePrices] =
      await Promise.all([
        getGlobalConfig(context.market),
        getPublishedSlugs().catch(() => undefined),
        loadCalculatorData(request, context, story, {
          treatments: settings.treatments,
          now: settings.now,
        }),
        loadCardListBlock(context, story),
        tileFramePrices(context.market, story.content),
        tileArticlePrices(context.market, story.content),
      ])
    // A card list the shop API could not give is not kept by the CDN: the next shopper asks again.
    if (cardList && !cardList.list)
      headers.set(
        'Cache-Control',
        strictestCacheControl(headers.get('Cache-Control'), cacheControl.noStore)!,
      )
    // Designer links with the shopper's ad-click id: the page is theirs alone.
    headers.set(
      'Cache-Control',
      withAdClickPrivacy(headers.get('Cache-Control') ?? '', calculator?.designer.adClickId),
    )
    // Plain data with its headers (single fetch): no JSON round trip on every request.
    return withHeaders(
      {
        page: 'content' as const,
        // Asset metadata and link bookkeeping stay on the server; a preview keeps the
        // story as the editor sent it.
        story: {
          id: story.id,
          name: story.name,
          full_slug: story.full_slug,
          // Read by the chrome on every page.
          activeNavigation:
            typeof story.content.activeNavigation === 'string'
              ? story.content.activeNavigation
              : null,
          content: browserStoryContent(story.content, { preview }),
        },
        // The head, built on the server: the browser needs the tags, not the code that makes
        // them.
        meta: contentPageMeta({
          story,
          context,
          globalConfig,
          preview,
          ...(published ? { published } : {}),
        }),
        settings: {
          ...settings,
          storyId: story.id,
          ...(framePrices ? { framePrices } : {}),
          ...(articlePrices ? { articlePrices } : {}),
        },
        calculator,
        cardList,
      },
      { headers },
    )
  } catch (error) {
    throw await asErrorPage(request, load, error)
  }
}

/** A content page takes no POST. */
export function action(): never {
  throw json(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
}

export default function ContentPage() {
  const { story, settings, calculator } = useLoaderData<typeof loader>()
  return (
    <CalculatorDataProvider value={calculator}>
      <Page content={story.content as BlockData} settings={settings} title={story.name} />
    </CalculatorDataProvider>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

/**
 * The strictest Cache-Control of root and page (public only for anonymous published pages);
 * previews are noindex.
 */
export const headers: HeadersFunction = (args) => {
  const result = new Headers(pageHeaders(args))
  // An error page's own policy (a 404 briefly at the CDN, a 5xx never) wins over the
  // layout's, unless the page is private anyway.
  const errorPolicy = args.errorHeaders?.get('Cache-Control')
  if (errorPolicy && !/\bprivate\b/.test(result.get('Cache-Control') ?? ''))
    result.set('Cache-Control', errorPolicy)
  const robots = args.loaderHeaders.get('X-Robots-Tag')
  if (robots) result.set('X-Robots-Tag', robots)
  return result
}

export const ErrorBoundary = PageErrorBoundary
