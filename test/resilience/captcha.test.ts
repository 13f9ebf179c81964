/**
 * A captcha that is more than a no-op. A real provider's widget
 * whose token the shop API checks with the provider; the reference backend's test token only
 * where that backend is the shop API; a production start with the test token against another
 * shop API refuses to boot, and one without any captcha switches the newsletter form off.
 */
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPage, postForm, translation, visibleHtml } from './support/http'
import {
  buildDir,
  freePort,
  root,
  startShopProcess,
  startStack,
  type ShopProcess,
  type Stack,
} from './support/stack'
import type { AddressInfo } from 'node:net'

/**
 * Starts the production server and waits for it to exit; null once it listens instead (it is
 * then stopped), or after 20 s.
 */
async function bootAndExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(root, 'server/main.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SHOP_BUILD_DIR: buildDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      ...env,
    },
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const code = await new Promise<number | null>((resolve) => {
    let stopped = false
    const stop = () => {
      if (stopped) return
      stopped = true
      clearTimeout(timer)
      child.removeAllListeners('exit')
      child.once('exit', () => resolve(null))
      child.kill('SIGKILL')
    }
    const timer = setTimeout(stop, 20_000)
    const keep = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('"server-listening"')) stop()
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  return { code, output }
}

/** A production shop's own secrets (not the built-in defaults, which it refuses). */
const ownSecrets = {
  STORYBLOK_WEBHOOK_SECRET: 'rel-own-webhook-secret-51c2',
  CLIENT_ADDRESS_SECRET: 'rel-own-client-address-secret-7e0a',
  METRICS_TOKEN: 'rel-own-metrics-token-93bd',
}

describe('a production start refuses a captcha that is no captcha, and secrets that are no secrets', () => {
  it('the test token against a shop API that is not the reference backend on this machine: exit 1, saying what to set', async () => {
    const { code, output } = await bootAndExit({
      SHOP_API_URL: 'https://shop-api.example.com',
      CAPTCHA_PROVIDER: 'test',
    })
    expect(code).toBe(1)
    expect(output).toMatch(
      /Invalid configuration:\s+CAPTCHA_PROVIDER: CAPTCHA_PROVIDER=test .*shop-api\.example\.com.*not the reference backend/,
    )
    expect(output).toMatch(/CAPTCHA_PROVIDER=turnstile or recaptcha with CAPTCHA_SITE_KEY/)
  })

  it('the built-in secrets against another shop API: exit 1, naming each one to set', async () => {
    const { code, output } = await bootAndExit({
      SHOP_API_URL: 'https://shop-api.example.com',
      CAPTCHA_PROVIDER: 'off',
    })
    expect(code).toBe(1)
    expect(output).toMatch(/Invalid configuration:/)
    for (const name of ['STORYBLOK_WEBHOOK_SECRET', 'CLIENT_ADDRESS_SECRET', 'METRICS_TOKEN'])
      expect(output).toMatch(new RegExp(`^  ${name}: `, 'm'))
    // The operator's own values start.
    const started = await bootAndExit({
      SHOP_API_URL: 'https://shop-api.example.com',
      CAPTCHA_PROVIDER: 'off',
      ...ownSecrets,
    })
    expect(started.code, started.output).toBeNull()
  })

  it('a widget provider without its site key: exit 1', async () => {
    const { code, output } = await bootAndExit({
      SHOP_API_URL: 'https://shop-api.example.com',
      CAPTCHA_PROVIDER: 'turnstile',
    })
    expect(code).toBe(1)
    expect(output).toMatch(/CAPTCHA_PROVIDER=turnstile needs CAPTCHA_SITE_KEY/)
  })
})

describe('with a real provider (Turnstile), checked by the shop API', () => {
  let stack: Stack
  let siteverify: Server
  const verified: Record<string, string>[] = []
  const host = 'localhost'

  beforeAll(async () => {
    // Cloudflare's siteverify, as the shop API calls it: a form post with secret, response and
    // remote address.
    siteverify = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const fields = Object.fromEntries(new URLSearchParams(body))
        verified.push(fields)
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify(
            fields.secret === 'cf-secret-for-tests' && fields.response === 'human-token'
              ? { success: true }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        )
      })
    })
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve))
    stack = await startStack({
      shopApiTimeoutMs: 10_000,
      shopEnv: { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '0x4AAAAAAAtest-site-key' },
      backendEnv: {
        TURNSTILE_SECRET_KEY: 'cf-secret-for-tests',
        TURNSTILE_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/turnstile/v0/siteverify`,
      },
    })
  }, 120_000)

  afterAll(async () => {
    await stack?.stop()
    siteverify?.close()
  })

  const outbox = (email: string) =>
    fetch(
      `${stack.backend.url}/outbox/latest?${new URLSearchParams({ to: email, kind: 'newsletter-confirm' })}`,
    )

  it('the newsletter form renders the provider’s widget, not the test token, and the CSP allows the provider', async () => {
    const page = await getPage(stack.shop.url, '/newsletter', { host })
    expect(page.status).toBe(200)
    const html = visibleHtml(page.text)
    expect(html).toMatch(
      /<div class="captcha__widget" data-captcha="turnstile" data-sitekey="0x4AAAAAAAtest-site-key">/,
    )
    expect(page.text).not.toContain('test-captcha-token')
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/)
  })

  it('the widget’s token reaches the shop API, which checks it with the provider: a human subscribes', async () => {
    const answer = await postForm(
      stack.shop.url,
      '/newsletter',
      { email: 'human@example.com', 'cf-turnstile-response': 'human-token' },
      { host },
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toMatch(/\/newsletter\?sent=1$/)
    expect(verified.at(-1)).toMatchObject({
      secret: 'cf-secret-for-tests',
      response: 'human-token',
    })
    expect((await outbox('human@example.com')).status).toBe(200)
  })

  it('a token the provider refuses, or the reference backend’s test token, subscribes nobody', async () => {
    const bot = await postForm(
      stack.shop.url,
      '/newsletter',
      { email: 'bot@example.com', 'cf-turnstile-response': 'forged' },
      { host },
    )
    expect(bot.status).toBe(400)
    expect(verified.at(-1)).toMatchObject({ response: 'forged' })
    const test = await postForm(
      stack.shop.url,
      '/newsletter',
      { email: 'bot@example.com', recaptchaToken: 'test-captcha-token' },
      { host },
    )
    expect(test.status).toBe(400)
    expect(visibleHtml(test.text)).toContain('data-captcha="turnstile"')
    expect((await outbox('bot@example.com')).status).not.toBe(200)
  })
})

/**
 * This machine by an address that is not loopback: where a shop API that is not the reference
 * backend would be.
 */
function externalAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address
  if (!address)
    throw new Error(
      'no network interface besides loopback: the test needs one to stand for a remote shop API',
    )
  return address
}

describe('the Turnstile widget in a browser, with and without JavaScript', () => {
  let stack: Stack
  let browser: Browser
  const siteKey = '0x4AAAAAAAbrowser-site-key'

  beforeAll(async () => {
    // The backend's own verifier stays: it accepts what the fake widget below posts as the test
    // token.
    stack = await startStack({
      shopApiTimeoutMs: 10_000,
      shopEnv: { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: siteKey },
    })
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
  })

  const open = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled })
    await context.addCookies([
      { name: 'consent', value: 'declined', domain: 'localhost', path: '/' },
    ])
    const page = await context.newPage()
    // Cloudflare's script, as its documented explicit-render API behaves: render() fills the form's
    // response field, then the onload callback runs.
    const scripts: string[] = []
    await page.route('https://challenges.cloudflare.com/**', (route) => {
      scripts.push(route.request().url())
      return route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const onload = new URL(document.currentScript.src).searchParams.get('onload')
          window.turnstile = { render(element, options) {
            const input = document.createElement('input')
            input.type = 'hidden'; input.name = 'cf-turnstile-response'
            input.value = options.sitekey === ${JSON.stringify(siteKey)} ? 'test-captcha-token' : 'wrong-site-key'
            element.appendChild(input)
            return 'widget-1'
          } }
          window[onload]()
        })()`,
      })
    })
    return { context, page, scripts }
  }

  it('with JavaScript: the widget renders in the form and its token subscribes the shopper', async () => {
    const { context, page, scripts } = await open(true)
    try {
      await page.goto(`http://localhost:${stack.shop.port}/newsletter`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page
        .locator('.captcha__widget input[name="cf-turnstile-response"]')
        .waitFor({ state: 'attached' })
      expect(
        await page.getByText(translation('de', 'account', 'captcha.needsJavaScript')).isVisible(),
        'the note goes once the widget is there',
      ).toBe(false)
      expect(scripts).toHaveLength(1)
      expect(scripts[0]).toMatch(
        /^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js\?render=explicit&onload=/,
      )
      await page.getByLabel(translation('de', 'account', 'form.email')).fill('widget@example.com')
      await page
        .getByRole('button', { name: translation('de', 'account', 'newsletter.submit') })
        .click()
      await page.waitForURL(/\/newsletter\?sent=1$/)
      await expect
        .poll(
          async () =>
            (
              await fetch(
                `${stack.backend.url}/outbox/latest?${new URLSearchParams({ to: 'widget@example.com', kind: 'newsletter-confirm' })}`,
              )
            ).status,
        )
        .toBe(200)
    } finally {
      await context.close()
    }
  })

  it('without JavaScript: the form says the check needs JavaScript, and a post without a token subscribes nobody', async () => {
    const { context, page, scripts } = await open(false)
    try {
      await page.goto(`http://localhost:${stack.shop.port}/newsletter`)
      expect(
        await page.getByText(translation('de', 'account', 'captcha.needsJavaScript')).isVisible(),
      ).toBe(true)
      await page.getByLabel(translation('de', 'account', 'form.email')).fill('nojs@example.com')
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page
          .getByRole('button', { name: translation('de', 'account', 'newsletter.submit') })
          .click(),
      ])
      expect(answer.status()).toBe(400)
      expect(scripts).toEqual([])
      expect(
        (
          await fetch(
            `${stack.backend.url}/outbox/latest?${new URLSearchParams({ to: 'nojs@example.com', kind: 'newsletter-confirm' })}`,
          )
        ).status,
      ).not.toBe(200)
    } finally {
      await context.close()
    }
  })
})

describe('no captcha configured against another shop API: the newsletter form is off', () => {
  let stack: Stack
  let shop: ShopProcess
  let shopApi: Server
  const asked: string[] = []
  const host = 'localhost'

  beforeAll(async () => {
    stack = await startStack()
    // A shop API that is not the reference backend on this machine, and is down: the newsletter
    // page must not need it.
    shopApi = createServer((request, response) => {
      asked.push(request.url ?? '')
      response.statusCode = 503
      response.end()
    })
    const address = externalAddress()
    await new Promise<void>((resolve) => shopApi.listen(0, address, resolve))
    shop = await startShopProcess({
      env: {
        SHOP_API_URL: `http://${address}:${(shopApi.address() as AddressInfo).port}`,
        STORYBLOK_ENDPOINT: `${stack.proxies.content.url}/v2`,
        CMS_ASSET_ORIGIN: stack.proxies.assets.url,
        LOG_LEVEL: 'warn',
        ...ownSecrets,
      },
    })
  }, 120_000)

  afterAll(async () => {
    await shop?.stop()
    await stack?.stop()
    shopApi?.close()
  })

  it('the boot log says why and what to set', () => {
    const line = shop.output.find((text) => text.includes('newsletter-off-no-captcha'))
    expect(line, shop.tail(20)).toBeDefined()
    expect(JSON.parse(line!)).toMatchObject({
      event: 'newsletter-off-no-captcha',
      detail: expect.stringMatching(
        /No captcha is configured.*CAPTCHA_PROVIDER=turnstile or recaptcha/,
      ),
    })
  })

  it('the page says the sign-up is not available, with no form and no test token', async () => {
    const page = await getPage(shop.url, '/newsletter', { host })
    expect(page.status).toBe(200)
    expect(visibleHtml(page.text)).toContain(translation('de', 'account', 'newsletter.unavailable'))
    expect(visibleHtml(page.text)).not.toContain('data-form="newsletter"')
    expect(page.text).not.toContain('test-captcha-token')
  })

  it('the home page leaves out its newsletter teaser, which would lead to the switched-off form', async () => {
    const home = await getPage(shop.url, '/', { host })
    expect(home.status).toBe(200)
    expect(visibleHtml(home.text)).not.toContain('newsletter-block')
    // The same story with the captcha configured has it.
    expect(visibleHtml((await getPage(stack.shop.url, '/', { host })).text)).toContain(
      'newsletter-block',
    )
  })

  it('a post is answered 503 with the same message, and the shop API is not asked', async () => {
    const answer = await postForm(
      shop.url,
      '/newsletter',
      { email: 'someone@example.com', recaptchaToken: 'test-captcha-token' },
      { host },
    )
    expect(answer.status).toBe(503)
    expect(visibleHtml(answer.text)).toContain(
      translation('de', 'account', 'newsletter.unavailable'),
    )
    expect(asked.filter((path) => path.startsWith('/web-api/newsletter'))).toEqual([])
  })
})
