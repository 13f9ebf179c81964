import { accessoriesPage, accessoryOrderAction } from '~/services/accessories.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/**
 * Card accessories with their prices, the envelope surcharge and the free sample cards; into the
 * basket.
 */
export const loader = ({ request }: LoaderFunctionArgs) => accessoriesPage(request)

export const action = ({ request }: ActionFunctionArgs) => accessoryOrderAction(request)
