import { wishlistAction, wishlistPage } from '~/services/wishlist.server'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

/**
 * The wishlist (card channel only; 404 on wall art): saved themes and designs of the logged-in
 * customer.
 */
export const loader = ({ request }: LoaderFunctionArgs) => wishlistPage(request)

export const action = ({ request }: ActionFunctionArgs) => wishlistAction(request)
