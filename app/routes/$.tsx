import '~/shared-chunk'
import {
  data as withHeaders,
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
  type AppLoadContext,
} from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData } from '@remix-run/react'
import { Page } from '~/components/blocks/Page'
import { CalculatorDataProvider } from '~/components/calculator/calculator-context'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { serverText } from '~/i18n/i18n.server'
import { pageMeta } from '~/pages/meta'
import { pageServers } from '~/pages/pages.server'
import { pageViewAttribute, views } from '~/pages/views'
import { useJsonText, type JsonText } from '~/root-data'
import { cacheControl, pageHeaders, strictestCacheControl } from '~/services/cache-policy'
import {
  asErrorPage,
  getGlobalConfig,
  getPublishedSlugs,
  loadCalculatorData,
  loadCardListBlock,
  loadContentPage,
  localisedPageOfRequest,
  pageMetaText,
  storyContentText,
  tileArticlePrices,
  tileFramePrices,
  type ErrorPageData,
} from '~/services/content-route.server'
import { errorMeta } from '~/services/page-meta'
import { requestContext } from '~/services/request-context.server'
import type { BlockData } from '~/components/blocks/block-data'
import type { CalculatorData } from '~/domain/calculator-data'
import type { LocalisedPage, PageView } from '~/domain/localised-pages'
import type { LocalisedPageData } from '~/pages/page-data'

/**
 * Every page but the resource routes: `/`, `/{slug…}` and the localised shop pages
 * (app/domain/localised-pages.ts), with the optional sublocale and desktop prefixes. The
 * path is looked up once; a localised page's view answers, anything else is a content page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await localisedPageOf(args.request, args.context)
  if (page)
    return withPage(
      page,
      args.request,
      args.context,
      await pageServers[page.view].loader(args, page),
    )
  return contentLoader(args)
}

/** Forms of the localised pages; a content page takes no POST. */
export async function action(args: ActionFunctionArgs) {
  const page = await localisedPageOf(args.request, args.context)
  const pageAction = page ? pageServers[page.view].action : undefined
  if (!page || !pageAction) throw json(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  return pageAction(args, page)
}

type ViewPage = LocalisedPage & { view: PageView }

async function localisedPageOf(
  request: Request,
  load: AppLoadContext,
): Promise<ViewPage | undefined> {
  try {
    const page = localisedPageOfRequest(request, load)
    // `/consent-notice.js` and `/llms.txt` have resource routes; deeper below prefixes they are
    // nothing.
    return page?.view ? (page as ViewPage) : undefined
  } catch (error) {
    throw await asErrorPage(request, load, error)
  }
}

/**
 * The page's own answer with the page named beside its data; redirects and other answers pass as
 * they are.
 */
async function withPage(
  page: ViewPage,
  request: Request,
  load: AppLoadContext,
  response: Response,
) {
  if (!/^application\/json\b/.test(response.headers.get('Content-Type') ?? ''))
    return response as never
  const body: unknown = await response.json()
  const text = serverText(requestContext(request, load).market.locale)
  const data: LocalisedPageData = {
    page: page.id,
    view: page.view,
    data: body,
    meta: pageMeta[page.view](body, text),
  }
  return json(data, { status: response.status, headers: response.headers })
}

async function contentLoader({ request, context: load }: LoaderFunctionArgs) {
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
          // Read by the chrome on every page; the content itself goes as one JSON text.
          activeNavigation:
            typeof story.content.activeNavigation === 'string'
              ? story.content.activeNavigation
              : null,
          content: storyContentText(story.content, { preview }),
        },
        // The head, built on the server as one JSON text: the browser needs
        // the tags, not the code that makes them.
        meta: pageMetaText({
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
        // One JSON text for single fetch to encode, like the story's content.
        calculator: calculator ? (JSON.stringify(calculator) as JsonText<CalculatorData>) : null,
        cardList,
      },
      { headers },
    )
  } catch (error) {
    throw await asErrorPage(request, load, error)
  }
}

export default function ShopPage() {
  const data = useLoaderData<typeof loader>()
  if ('view' in data) {
    const entry = views[data.view]
    if (!entry) return null
    return (
      <>
        {/* Names the view for the browser, which loads it before hydrating (entry.client). */}
        <template {...{ [pageViewAttribute]: data.view }} />
        <entry.View />
      </>
    )
  }
  return <ContentPage {...data} />
}

/** A content story's page; its content is parsed once per text. */
function ContentPage({
  story,
  settings,
  calculator,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { page: 'content' }>) {
  const content = useJsonText(story.content as JsonText<BlockData>)
  const calculatorData = useJsonText(calculator ?? undefined) ?? null
  return (
    <CalculatorDataProvider value={calculatorData}>
      <Page content={content} settings={settings} title={story.name} />
    </CalculatorDataProvider>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (data && 'view' in data) return data.meta
  if (data) return parsedMeta(data.meta)
  const errorData = isRouteErrorResponse(error)
    ? (error.data as Partial<ErrorPageData> | null)
    : null
  const title =
    errorData?.errorStory && typeof errorData.errorStory.title === 'string'
      ? errorData.errorStory.title
      : undefined
  return errorMeta(title)
}

let lastMeta: { text: string; meta: MetaDescriptor[] } | undefined

/** The head tags from their text, parsed again only when the text changes (each render asks). */
function parsedMeta(text: JsonText<MetaDescriptor[]>): MetaDescriptor[] {
  if (lastMeta?.text !== text) lastMeta = { text, meta: JSON.parse(text) as MetaDescriptor[] }
  return lastMeta.meta
}

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
