import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/ErrorPage'
import { ToolboxPage } from '~/components/toolbox/ToolboxPage'
import { extrasPageMeta } from '~/components/vouchers/meta'
import { serverText } from '~/i18n/i18n.server'
import { pageHeaders } from '~/services/cache-policy'
import { localisedPageContext } from '~/services/localised-page.server'
import { errorPageMeta } from '~/services/page-meta'
import { toolboxAction, toolboxPage } from '~/services/toolbox.server'

/** The toolbox: converting and optimising files. */
export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const context = await localisedPageContext(request, load, 'toolbox')
  const page = await toolboxPage(request, context)
  const meta = extrasPageMeta(serverText(context.market.locale), 'toolbox.title', { index: true })
  return data({ ...page.data, meta }, page.init ?? undefined)
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  return toolboxAction(request, await localisedPageContext(request, load, 'toolbox'))
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data?.meta ?? errorPageMeta(error)

export const headers = pageHeaders

export default function ToolboxRoute() {
  return <ToolboxPage data={useLoaderData<typeof loader>()} />
}

export const ErrorBoundary = PageErrorBoundary
