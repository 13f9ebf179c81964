/** The customer as the client holds it (shop-core §3 "Customer", §4, §6). */

export type CustomerOrder = { isWhitelabelOrder?: boolean; cartArticlesAmount?: number }

export type Customer = {
  emailHash?: string
  firstName?: string
  lastName?: string
  isLoggedIn: boolean
  isWhitelabelCustomer: boolean
  number?: string | number
  order?: CustomerOrder
  /** The numeric customer type, 0 by default. */
  type: number
}

/** "Customer: starts logged out." */
export const anonymousCustomer: Customer = {
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  type: 0,
}

/** "fullName (first and last name, only when logged in)." */
export function fullNameOf(customer: Customer): string | undefined {
  if (!customer.isLoggedIn) return undefined
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ')
  return name === '' ? undefined : name
}

/** The cart item's count ("cartArticlesAmount"), 0 when there is no order. */
export function cartArticlesAmountOf(customer: Customer): number {
  return customer.order?.cartArticlesAmount ?? 0
}

/** Whitelabel customers see a whitelabel bar on the web platform. */
export function showsWhitelabelBar(customer: Customer, platform: 'web' | 'desktop'): boolean {
  return customer.isWhitelabelCustomer && platform === 'web'
}
