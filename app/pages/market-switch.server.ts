import { marketSwitchPage } from '~/services/market-switcher.server'
import type { LoaderFunctionArgs } from '@remix-run/node'

/**
 * The market switch: with a choice it redirects to the page's counterpart (or home) in that market;
 * without one it is the form on its own.
 */
export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  marketSwitchPage(request, load)
