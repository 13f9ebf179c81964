import { data as withHeaders, redirect } from '@remix-run/node'
import { safeRedirectPath } from '~/domain/account-forms'
import { WhitelabelSwitchSchema } from '~/domain/whitelabel-schemas'
import { WhitelabelSwitchAnswer } from '../../contracts/shop-extras'
import { cacheControl } from './cache-policy'
import { getCustomer } from './customer.server'
import { acceptForm } from './form-action.server'
import { localisedPageHref } from './localised-page.server'
import { logEvent } from './logger.server'
import { ShopApiError, shopFetch } from './shop-api.server'
import { failureOf, shopperCall } from './vouchers-basket.server'
import type { RequestContext } from './request-context.server'

/**
 * Whitelabel orders: a whitelabel customer switches between their own orders and
 * orders shipped under their brand (`POST /whitelabel/switch`); customer-data's
 * `order.isWhitelabelOrder` and the basket count follow. The whitelabel bar posts here.
 */

const privateNoStore = { 'Cache-Control': cacheControl.private }

export type WhitelabelPageData = {
  isWhitelabelCustomer: boolean
  isWhitelabelOrder: boolean
  cartArticlesAmount: number
  failed: boolean
}

function loginHref(context: RequestContext): string {
  return `${localisedPageHref('account-login', context)}?${new URLSearchParams({ redirectTo: localisedPageHref('whitelabel-orders', context) })}`
}

/**
 * The page: what the order mode is and a form to switch it; anonymous shoppers log in first, other
 * customers get a 403 explanation.
 */
export async function whitelabelPage(request: Request, context: RequestContext) {
  const customer = await getCustomer(request, context.market)
  if (!customer.isLoggedIn) throw redirect(loginHref(context), { headers: privateNoStore })
  const data: WhitelabelPageData = {
    isWhitelabelCustomer: customer.isWhitelabelCustomer,
    isWhitelabelOrder: customer.order.isWhitelabelOrder === true,
    cartArticlesAmount: customer.order.cartArticlesAmount,
    failed: context.url.searchParams.get('failed') === '1',
  }
  return withHeaders(data, {
    status: customer.isWhitelabelCustomer ? 200 : 403,
    headers: privateNoStore,
  })
}

/**
 * POST: sets the order mode the form names (never a blind toggle, so a double submit is harmless),
 * then back (303).
 */
export async function whitelabelSwitchAction(
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const accepted = await acceptForm(request, {
    context,
    form: 'whitelabel-switch',
    schema: WhitelabelSwitchSchema,
  })
  if ('answer' in accepted) return accepted.answer
  const { value } = accepted
  const page = localisedPageHref('whitelabel-orders', context)
  const target = safeRedirectPath(value.redirectTo, page)
  try {
    await shopFetch({
      ...shopperCall(request, context),
      method: 'POST',
      path: '/whitelabel/switch',
      body: { isWhitelabelOrder: value.isWhitelabelOrder },
      schema: WhitelabelSwitchAnswer,
    })
    return redirect(target, { status: 303, headers: privateNoStore })
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 401)
      return redirect(loginHref(context), { status: 303, headers: privateNoStore })
    if (error instanceof ShopApiError && error.status === 403)
      return redirect(page, { status: 303, headers: privateNoStore })
    logEvent('error', 'whitelabel-switch-failed', failureOf(error))
    return redirect(`${page}?failed=1`, { status: 303, headers: privateNoStore })
  }
}
