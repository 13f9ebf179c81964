#!/usr/bin/env node
// Screenshots of what shoppers see while an upstream fails, at phone and desktop
// widths, into /tmp/shots/rel/. Run: SHOP_BUILD_DIR=… node_modules/.bin/tsx
// scripts/rel-fault-shots.mjs
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { startStack } from '../test/resilience/support/stack.ts'

const out = process.env.SHOTS_DIR ?? '/tmp/shots/rel'
mkdirSync(out, { recursive: true })
const stack = await startStack({ shopApiTimeoutMs: 1_500 })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const url = (host, path) => `http://${host}:${stack.shop.port}${path}`
try {
  // Warm the home page's content, then break the shop API.
  await fetch(url('127.0.0.1', '/'))
  await stack.proxies.shop.down()
  await stack.proxies.content.down()
  await stack.proxies.content.up()
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto(url('wallart-at.localhost', '/leinwanddruck/'))
    await page
      .locator('.calculator, form')
      .first()
      .scrollIntoViewIfNeeded()
      .catch(() => {})
    await page.screenshot({ path: `${out}/shop-api-down-product-${width}.png` })

    await page.goto(url('localhost', '/mein-konto/anmelden'))
    await page.getByLabel(/E-Mail/).fill('tippfehler@example.com')
    await page
      .getByLabel(/Passwort/)
      .first()
      .fill('irgendwas-123')
    await page.locator('form button[type=submit]').first().click()
    await page.waitForLoadState()
    await page.screenshot({ path: `${out}/shop-api-down-login-${width}.png`, fullPage: false })

    stack.proxies.content.set('/v2/cdn', { kind: 'status', status: 500 })
    const response = await page.goto(url('localhost', width === 375 ? '/bilderbox' : '/fotobox'))
    console.log(`never-cached page with the content API failing: ${response?.status()}`)
    await page.screenshot({ path: `${out}/content-api-down-503-${width}.png` })
    stack.proxies.content.heal()
    await context.close()
  }
  console.log(`screenshots in ${out}`)
} finally {
  await browser.close()
  await stack.stop()
}
