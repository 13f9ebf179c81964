import { wishlistAction, wishlistPage } from '~/services/wishlist.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/**
 * The wishlist (card channel only; 404 on wall art): saved themes and designs of the logged-in
 * customer.
 */
export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  wishlistPage(request, load)

export const action = ({ request, context: load }: ActionFunctionArgs) =>
  wishlistAction(request, load)
