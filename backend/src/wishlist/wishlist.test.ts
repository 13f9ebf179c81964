import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WishlistAnswer, wishlistMaxItems } from '../../../contracts/shop-extras'
import {
  CARDS_DE,
  CookieJar,
  getJson,
  postJson,
  removeTempDirs,
  startTestBackend,
  type TestBackend,
  signedUpCustomer,
} from '../testing/harness'

let backend: TestBackend

beforeEach(async () => {
  backend = await startTestBackend()
})
afterEach(async () => {
  await backend.close()
})
afterAll(() => removeTempDirs())

const WALLART_DE = { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' }

const customer = (email = 'wish@example.com', headers: Record<string, string> = CARDS_DE) =>
  signedUpCustomer(backend.url, { email, firstName: 'Wi', lastName: 'Sh' }, headers)
const list = (jar?: CookieJar, headers: Record<string, string> = CARDS_DE) =>
  getJson(`${backend.url}/web-api/wishlist`, { jar, headers })
const save = (body: unknown, jar?: CookieJar, headers?: Record<string, string>) =>
  postJson(`${backend.url}/web-api/wishlist`, body, { jar, headers })
async function remove(query: string, jar: CookieJar, body?: unknown) {
  const response = await fetch(`${backend.url}/web-api/wishlist${query}`, {
    method: 'DELETE',
    headers: {
      ...CARDS_DE,
      cookie: jar.header,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return { status: response.status, body: await response.json() }
}
const entries = (body: unknown) =>
  WishlistAnswer.parse(body).payload.items.map((item) => `${item.type}:${item.id}:${item.themeId}`)

describe('/web-api/wishlist', () => {
  it('answers 401 without a customer and 404 on the wall-art channel ("wishlist … on one channel only")', async () => {
    expect((await list()).status).toBe(401)
    expect((await save({ type: 'theme', id: '1001' })).status).toBe(401)
    const wallart = await customer('wall@example.com', WALLART_DE)
    expect((await list(wallart, WALLART_DE)).status).toBe(404)
    expect((await save({ type: 'theme', id: '1001' }, wallart, WALLART_DE)).status).toBe(404)
  })

  it('saves themes and designs, once each, newest first, and removes them', async () => {
    const jar = await customer()
    expect(entries((await list(jar)).body)).toEqual([])
    const saved = await save({ type: 'theme', id: '1001' }, jar)
    expect(saved.status).toBe(200)
    expect(entries(saved.body)).toEqual(['theme:1001:1001'])
    expect(entries((await save({ type: 'theme', id: '1001' }, jar)).body)).toEqual([
      'theme:1001:1001',
    ])
    backend.clock.advance(1000)
    expect(
      entries((await save({ type: 'design', id: '50102', themeId: '1002' }, jar)).body),
    ).toEqual(['design:50102:1002', 'theme:1001:1001'])
    expect(entries((await remove('?type=theme&id=1001', jar)).body)).toEqual(['design:50102:1002'])
    expect(entries((await remove('', jar, { type: 'design', id: '50102' })).body)).toEqual([])
    // Removing what is not there is no error.
    expect((await remove('?type=theme&id=1003', jar)).status).toBe(200)
  })

  it('keeps the wishlist across logins and restarts, and shows it to its customer only', async () => {
    const jar = await customer()
    await save({ type: 'theme', id: '1003' }, jar)
    await backend.close()
    backend = await startTestBackend({
      dataDir: backend.dataDir,
      contentDir: backend.contentDir,
      clock: backend.clock,
    })
    const again = new CookieJar()
    await postJson(
      `${backend.url}/web-api/customer-login`,
      { email: 'wish@example.com', password: 'long-enough-1' },
      { jar: again },
    )
    expect(entries((await list(again)).body)).toEqual(['theme:1003:1003'])
    const other = await customer('other@example.com')
    expect(entries((await list(other)).body)).toEqual([])
  })

  it.each([
    ['an unknown type', { type: 'poster', id: '1001' }, 'type'],
    ['an id that is no number', { type: 'theme', id: 'abc' }, 'id'],
    ['an id of 0', { type: 'theme', id: '0' }, 'id'],
    ['no id', { type: 'theme' }, 'id'],
    ['an unknown field', { type: 'theme', id: '1001', note: 'x' }, 'note'],
    ['a design without its theme', { type: 'design', id: '50101' }, 'themeId'],
    ['a theme with another theme id', { type: 'theme', id: '1001', themeId: '1002' }, 'themeId'],
  ])('answers 400 for %s', async (_name, body, field) => {
    const jar = await customer()
    const { status, body: answer } = await save(body, jar)
    expect(status).toBe(400)
    expect(Object.keys(answer.payload.errors)).toContain(field)
    expect(entries((await list(jar)).body)).toEqual([])
  })

  it('answers 400 for a removal without type or id', async () => {
    const jar = await customer()
    expect((await remove('?type=theme', jar)).status).toBe(400)
    expect((await remove('?id=1001', jar)).status).toBe(400)
  })

  it('answers 404 for a theme the shop does not know', async () => {
    const jar = await customer()
    const { status, body } = await save({ type: 'theme', id: '9999' }, jar)
    expect(status).toBe(404)
    expect(body.message.text).toBe('Dieses Motiv kennen wir nicht.')
  })

  it(`refuses a ${wishlistMaxItems + 1}st entry with 400`, async () => {
    const jar = await customer()
    const id =
      JSON.parse(
        (await getJson(`${backend.url}/web-api/customer-data`, { jar, headers: CARDS_DE })).body
          .payload.number,
      ) - 100_000
    const db = new Database(join(backend.dataDir, 'shop.sqlite'))
    const insert = db.prepare(
      "INSERT INTO wishlist_items (customer_id, type, item_id, theme_id, created_at) VALUES (?, 'design', ?, '1001', 0)",
    )
    for (let i = 1; i <= wishlistMaxItems; i++) insert.run(id, String(70_000 + i))
    db.close()
    const { status, body } = await save({ type: 'theme', id: '1001' }, jar)
    expect(status).toBe(400)
    expect(body.message.text).toBe('Deine Merkliste ist voll: Entferne zuerst einen Eintrag.')
    // Saving one already there is still fine.
    expect((await save({ type: 'design', id: '70001', themeId: '1001' }, jar)).status).toBe(200)
  })
})
