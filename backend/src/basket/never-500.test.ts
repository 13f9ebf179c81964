import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CARDS_DE,
  CookieJar,
  postJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
} from '../testing/harness'

let backend: TestBackend
let customer: CookieJar
let whitelabel: CookieJar

beforeAll(async () => {
  backend = await startTestBackend()
  customer = new CookieJar()
  await postJson(
    `${backend.url}/web-api/customer-signup`,
    { email: 'fuzz@example.com', password: 'long-enough-1', firstName: 'Fu', lastName: 'Zz' },
    { jar: customer },
  )
  whitelabel = new CookieJar()
  await postJson(
    `${backend.url}/web-api/customer-signup`,
    { email: 'fuzz@whitelabel.test', password: 'long-enough-1', firstName: 'Fu', lastName: 'Zz' },
    { jar: whitelabel },
  )
})
afterAll(async () => {
  await backend.close()
  removeTempDirs()
})

const calls = [
  ['POST', '/gift-voucher'],
  ['POST', '/web-api/voucher'],
  ['GET', '/web-api/voucher'],
  ['POST', '/web-api/wishlist'],
  ['DELETE', '/web-api/wishlist'],
  ['GET', '/web-api/wishlist'],
  ['GET', '/web-api/card-accessories'],
  ['GET', '/web-api/card-accessory-price'],
  ['POST', '/web-api/card-accessory-order'],
  ['POST', '/whitelabel/switch'],
  ['GET', '/web-api/localized-urls'],
] as const
const names = [
  'amount',
  'design',
  'message',
  'code',
  'type',
  'id',
  'themeId',
  'accessoryType',
  'quantity',
  'sizeClass',
  'formatType',
  'isWhitelabelOrder',
  'path',
  'x',
]
const values = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '50',
    'classic',
    'PRINTHAUS10',
    'theme',
    '1001',
    'envelope',
    'sample',
    'large',
    'postkarte-a6',
    'true',
    '/',
    '/fotokalender',
    '',
    '0',
    '-1',
    '1e9',
    '%00',
    '../x',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
)

describe('the issue-12 calls never answer 500', () => {
  it('whatever the body or query, for anonymous shoppers, customers and whitelabel customers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.dictionary(fc.constantFrom(...names), values, { maxKeys: 4 }),
        fc.constantFrom<CookieJar | undefined>(undefined, customer, whitelabel),
        async ([method, path], fields, jar) => {
          const headers = { ...CARDS_DE, ...(jar?.header ? { cookie: jar.header } : {}) }
          let response: Response
          if (method === 'GET') {
            const query = new URLSearchParams(
              Object.entries(fields).map(([name, value]) => [
                name,
                typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
              ]),
            )
            response = await fetch(`${backend.url}${path}?${query}`, { headers })
          } else {
            response = await fetch(`${backend.url}${path}`, {
              method,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(fields),
            })
          }
          const body = await response.json()
          expect(response.status, `${method} ${path} ${JSON.stringify(fields)}`).toBeLessThan(500)
          if (response.status >= 400) expect(typeof body.message.text).toBe('string')
        },
      ),
      { numRuns: 300 },
    )
  })
})
