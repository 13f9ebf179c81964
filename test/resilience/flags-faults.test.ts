/**
 * "Flag service not ready or failing: every flag off, pages unaffected." The
 * storefront's flag layer runs the Split SDK in localhost mode on SPLIT_FLAGS_FILE; here
 * that file is broken, missing or not a file at all, or breaks while the shop runs. The A/B
 * block of /ab-test-demo shows its `on` children to the user key 1111… with the real flags
 * file, so the `off` children prove the fallback.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contains, getPage, htmlText, problemsOf, visibleHtml } from './support/http'
import {
  root,
  startBackendProcess,
  startShopProcess,
  type BackendProcess,
  type ShopProcess,
} from './support/stack'

const onText = 'Dein Jahr in Bildern'
const offText = 'Karten, die von Herzen kommen'
const userKey = 'shop_uk=11111111-1111-4111-8111-111111111111'

let backend: BackendProcess
let dir: string
const shops: Record<string, ShopProcess> = {}

const flagFiles = {
  real: join(root, 'config/flags.yml'),
  broken: 'broken.yml',
  missing: 'does-not-exist.yml',
  directory: 'a-directory.yml',
  breaksLater: 'breaks-later.yml',
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rel-flags-'))
  writeFileSync(
    join(dir, flagFiles.broken),
    '- home_hero_experiment:\n    treatment: "on\n  keys: [[[\n\t- :\n',
  )
  mkdirSync(join(dir, flagFiles.directory))
  writeFileSync(join(dir, flagFiles.breaksLater), readFileSync(flagFiles.real, 'utf8'))
  backend = await startBackendProcess()
  const env = (file: string) => ({
    SHOP_API_URL: backend.url,
    STORYBLOK_ENDPOINT: `${backend.url}/v2`,
    CMS_ASSET_ORIGIN: backend.url,
    SPLIT_FLAGS_FILE: file.startsWith('/') ? file : join(dir, file),
  })
  const started = await Promise.all(
    Object.entries(flagFiles).map(
      async ([name, file]) => [name, await startShopProcess({ env: env(file) })] as const,
    ),
  )
  for (const [name, shop] of started) shops[name] = shop
})

afterAll(async () => {
  await Promise.all(Object.values(shops).map((shop) => shop.stop()))
  await backend?.stop()
  rmSync(dir, { recursive: true, force: true })
  if (backend) rmSync(backend.dataDir, { recursive: true, force: true })
})

async function abTestPage(shop: ShopProcess) {
  const response = await getPage(shop.url, '/ab-test-demo', { cookie: userKey })
  expect(response.status).toBe(200)
  expect(problemsOf(response, { internalAddresses: [backend.url.replace('http://', '')] })).toEqual(
    [],
  )
  // The loader data carries both variants of the A/B block; what is rendered tells them apart.
  return visibleHtml(response.text)
}

describe('flags', () => {
  it('with the real flags file the user key 1111… sees the `on` children (the control for the cases below)', async () => {
    const html = await abTestPage(shops.real!)
    expect(contains(html, htmlText(onText))).toMatchObject({ ok: true })
    expect(contains(html, htmlText(offText)).ok).toBe(false)
  })

  it.each(['broken', 'missing', 'directory'] as const)(
    'flags file %s: the flag client is not ready, every flag is off, the page is unaffected',
    async (name) => {
      const shop = shops[name]!
      const html = await abTestPage(shop)
      expect(contains(html, htmlText(offText))).toMatchObject({ ok: true })
      expect(contains(html, htmlText(onText)).ok).toBe(false)
      for (const path of ['/', '/fotokalender', '/mein-konto/anmelden']) {
        const response = await getPage(shop.url, path, { cookie: userKey })
        expect(response.status, path).toBe(200)
      }
    },
  )

  it('flags file broken while the shop runs: pages keep answering 200 and show one of the two variants', async () => {
    const shop = shops.breaksLater!
    expect(contains(await abTestPage(shop), htmlText(onText))).toMatchObject({ ok: true })
    writeFileSync(join(dir, flagFiles.breaksLater), ':\n\t- [broken\n')
    // The SDK re-reads the file every 5 s in localhost mode.
    await new Promise((done) => setTimeout(done, 6_500))
    const html = await abTestPage(shop)
    expect(html.includes(htmlText(onText)) || html.includes(htmlText(offText))).toBe(true)
  })
})
