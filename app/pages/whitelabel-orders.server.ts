import { whitelabelPage, whitelabelSwitchAction } from '~/services/whitelabel.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/**
 * Whitelabel orders: the order mode of a whitelabel customer and the switch (`/whitelabel/switch`).
 */
export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  whitelabelPage(request, load)

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  whitelabelSwitchAction(request, load)
