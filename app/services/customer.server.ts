import { z } from 'zod'
import { anonymousCustomer, type Customer } from '~/domain/customer'
import { remapCustomerAnswer } from '~/domain/customer-fields'
import { env } from './env.server'
import { shopFetch } from './shop-api.server'
import { carriesShopCookie } from './shop-cookies.server'
import type { Market } from '~/domain/market'

/**
 * The customer as the shop API's customer-data call answers it (C3, C7), read into the domain's
 * `Customer`.
 */
export const CustomerSchema: z.ZodType<Customer, unknown> = z.object({
  emailHash: z.string().default(''),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  isLoggedIn: z.boolean().default(false),
  isWhitelabelCustomer: z.boolean().default(false),
  number: z.string().nullable().default(null),
  order: z
    .object({
      cartArticlesAmount: z.number().int().min(0).default(0),
      isWhitelabelOrder: z.boolean().optional(),
    })
    .default({ cartArticlesAmount: 0 }),
  type: z.number().int().default(0),
})
export type { Customer }

/**
 * A customer answer (customer-data, login, sign-up), its fields read where `CUSTOMER_DATA_FIELDS`
 * says a real shop API keeps them.
 */
export const CustomerAnswerSchema = z.preprocess(
  (answer) => remapCustomerAnswer(answer, env().CUSTOMER_DATA_FIELDS),
  z.object({ payload: CustomerSchema }),
)

export { anonymousCustomer }

/**
 * Whether the request carries anything that could be a shop session, or an anonymous basket (its
 * count is in customer-data).
 */
export function mayHaveSession(request: Request): boolean {
  return carriesShopCookie(request)
}

/**
 * The shopper's customer data, forwarding their cookies. A failure is ignored silently
 * (C8): the page renders for an anonymous shopper. Anonymous requests make no call.
 */
export async function getCustomer(request: Request, market: Market): Promise<Customer> {
  if (!mayHaveSession(request)) return anonymousCustomer
  try {
    const url = new URL(request.url)
    const { data } = await shopFetch({
      market,
      path: '/web-api/customer-data',
      query: Object.fromEntries(url.searchParams),
      cookie: request.headers.get('cookie'),
      referer: url.toString(),
      schema: CustomerAnswerSchema,
    })
    return data.payload
  } catch {
    return anonymousCustomer
  }
}
