import { afterAll, describe, expect, it, vi } from 'vitest'

// A real shop API that keeps the customer's fields elsewhere; env() reads the
// map once.
vi.stubEnv(
  'CUSTOMER_DATA_FIELDS',
  '{"firstName":"profile.givenName","isLoggedIn":"authenticated","order.cartArticlesAmount":"cart.count"}',
)
const { CustomerAnswerSchema } = await import('./customer.server')
afterAll(() => vi.unstubAllEnvs())

describe('customer answers of a shop API with other field names', () => {
  it('reads the mapped fields where that shop API keeps them, the others where the contract has them', () => {
    const answer = CustomerAnswerSchema.parse({
      payload: {
        profile: { givenName: 'Ada' },
        authenticated: true,
        lastName: 'Lovelace',
        cart: { count: 2 },
        number: '4711',
      },
    })
    expect(answer.payload).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      isLoggedIn: true,
      number: '4711',
      order: { cartArticlesAmount: 2 },
    })
  })

  it('an answer without the mapped fields is an anonymous customer, not an error', () => {
    expect(CustomerAnswerSchema.parse({ payload: {} }).payload).toMatchObject({
      firstName: '',
      isLoggedIn: false,
      order: { cartArticlesAmount: 0 },
    })
  })
})
