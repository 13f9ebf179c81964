/** The customer as the client holds it (shop-core §3 "Customer", §4, §6). */

export type CustomerOrder = { isWhitelabelOrder?: boolean; cartArticlesAmount: number }

/** Empty strings and a null number stand for what the shop API did not send. */
export type Customer = {
  emailHash: string
  firstName: string
  lastName: string
  isLoggedIn: boolean
  isWhitelabelCustomer: boolean
  number: string | null
  order: CustomerOrder
  /** The numeric customer type, 0 by default. */
  type: number
}

/** "Customer: starts logged out." */
export const anonymousCustomer: Customer = {
  emailHash: '',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: null,
  order: { cartArticlesAmount: 0 },
  type: 0,
}

/** "fullName (first and last name, only when logged in)." */
export function fullNameOf(
  customer: Pick<Customer, 'isLoggedIn' | 'firstName' | 'lastName'>,
): string | undefined {
  if (!customer.isLoggedIn) return undefined
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ')
  return name === '' ? undefined : name
}

/** The cart item's count ("cartArticlesAmount"), 0 when there is no order. */
export function cartArticlesAmountOf(customer: Customer): number {
  return customer.order.cartArticlesAmount
}

/** Whitelabel customers see a whitelabel bar on the web platform. */
export function showsWhitelabelBar(
  customer: Pick<Customer, 'isWhitelabelCustomer'>,
  platform: 'web' | 'desktop',
): boolean {
  return customer.isWhitelabelCustomer && platform === 'web'
}

/**
 * Localised pages (localised-pages.ts) a guest is sent from to the login page (their loaders
 * redirect): the shop's own links to them lead a guest straight to the login page, which returns
 * there after signing in. Here, not beside the path table, which the browser does not need.
 */
export const customerOnlyPageIds: readonly string[] = ['account', 'wishlist', 'whitelabel-orders']
