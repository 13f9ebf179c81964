import { accessoriesPage, accessoryOrderAction } from '~/services/accessories.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/**
 * Card accessories with their prices, the envelope surcharge and the free sample cards; into the
 * basket.
 */
export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  accessoriesPage(request, load)

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  accessoryOrderAction(request, load)
