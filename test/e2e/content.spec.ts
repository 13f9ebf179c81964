import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, createHmac } from 'node:crypto'
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { failOnConsoleErrors, shopPort, test } from './support'

const get = (request: APIRequestContext, path: string, host = 'localhost', port = shopPort) =>
  request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${host}:${port}` },
    maxRedirects: 0,
  })

/** The visual editor's query for a story: signed with the preview token unless a token is given. */
function previewQuery(storyId: number, previewToken: string, token?: string): string {
  const timestamp = String(Math.floor(Date.now() / 1000))
  return new URLSearchParams({
    _storyblok: String(storyId),
    '_storyblok_tk[space_id]': '287465',
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]':
      token ?? createHash('sha1').update(`287465:${previewToken}:${timestamp}`).digest('hex'),
  }).toString()
}

const storyId = (slug: string) =>
  (JSON.parse(readFileSync(`backend/content/stories/${slug}.json`, 'utf8')) as { id: number }).id

test.describe('content blocks (site-chrome §2 "Content pages"; docs/content-model.md)', () => {
  test('each block type renders on the reference page', async ({ page }) => {
    const noErrors = failOnConsoleErrors(page)
    const response = await page.goto('/block-showcase')
    expect(response?.status()).toBe(200)
    const main = page.locator('main')

    const hero = main.locator('.page > .block--teaser-hero').first()
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      'Karten, die von Herzen kommen',
    )
    await expect(hero.getByRole('link', { name: 'Karten entdecken' })).toHaveAttribute(
      'href',
      '/karten',
    )
    await expect(main.locator('.block--usp-teaser li')).toHaveCount(4)
    await expect(main.locator('.block--usp-teaser')).toContainText('Expressversand in 24 h')

    const richtext = main.locator('.page > .block--richtext')
    await expect(richtext.getByRole('heading', { level: 2 })).toHaveText(
      'Rich Text mit allem, was dazugehört',
    )
    await expect(richtext.locator('strong')).toHaveText('fettem')
    await expect(richtext.getByRole('link', { name: 'Link zur FAQ' })).toHaveAttribute(
      'href',
      '/faq',
    )
    await expect(
      richtext.getByRole('link', { name: 'externer Link zu Hahnemühle' }),
    ).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(richtext.locator('ol li')).toHaveCount(2)
    await expect(richtext.locator('blockquote')).toContainText('Der Kalender hängt bei uns')

    const grid = main.locator('.block--grid')
    await expect(grid.getByRole('heading', { name: 'Beliebte Kategorien' })).toBeVisible()
    await expect(grid.locator('.block--tile')).toHaveCount(3)
    await expect(grid.getByRole('link', { name: /Fotokalender/ })).toHaveAttribute(
      'href',
      '/fotokalender',
    )
    await expect(grid.locator('.badge')).toHaveText('Bestseller')

    const overview = main.locator('.block--product-overview')
    await expect(overview.locator('li')).toHaveCount(6)
    // The tile names the article: the shop's price with this week's 20 %, not a typed one.
    await expect(overview.getByRole('link', { name: /Wandkalender A4/ })).toContainText(
      'ab 19,99 €',
    )

    await expect(main.locator('.block--image-text')).toHaveCount(2)
    await expect(main.locator('.image-text--right')).toContainText(
      'Qualität, die man sieht und fühlt',
    )

    const faq = main.locator('.block--faq')
    await expect(faq.locator('details')).toHaveCount(3)
    const question = faq.locator('details').first()
    await expect(question).not.toHaveAttribute('open', '')
    await question.locator('summary').click()
    await expect(question).toHaveAttribute('open', '')
    await expect(question).toContainText('in jedem beliebigen Monat')

    const countdown = main.locator('.block--countdown')
    await expect(countdown.getByRole('heading', { name: 'Weihnachtsaktion 2027' })).toBeVisible()
    await expect(countdown.getByRole('timer')).toContainText('Tage')
    await expect(countdown.locator('time')).toHaveAttribute('datetime', '2027-12-16T11:00:00.000Z')

    const newsletter = main.locator('.block--newsletter form')
    await expect(newsletter).toHaveAttribute('method', 'get')
    await expect(newsletter).toHaveAttribute('action', '/newsletter')

    const ab = main.locator('.block--ab-test .ab-test')
    await expect(ab).toHaveAttribute('data-treatment', 'off')
    await expect(ab.getByRole('heading', { level: 2 })).toHaveText('Karten, die von Herzen kommen')

    await expect(
      main
        .locator('.block--collage-page')
        .getByRole('link', { name: 'Mit dieser Vorlage starten' }),
    ).toHaveAttribute('href', '/configurator-collage?designId=13&locale=de-DE')
    noErrors()
  })

  test('images: the first hero is eager and high priority, the rest lazy; srcset webp q85 up to density 2, with width and height', async ({
    page,
  }) => {
    await page.goto('/block-showcase')
    const heroImage = page.locator('.page > .block--teaser-hero img')
    await expect(heroImage).toHaveAttribute('loading', 'eager')
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high')
    await expect(heroImage).toHaveAttribute('width', '1280')
    await expect(heroImage).toHaveAttribute('height', '560')
    // Widths for `sizes`: from phone sizes up to density 2 of the 1280 px hero.
    await expect(heroImage).toHaveAttribute(
      'srcset',
      /\/m\/640x280\/filters:quality\(85\):format\(webp\) 640w, .*\/m\/1280x560\/filters:quality\(85\):format\(webp\) 1280w, .*\/m\/2560x1120\/filters:quality\(85\):format\(webp\) 2560w$/,
    )
    const lazy = page.locator('.block--tile img').first()
    await expect(lazy).toHaveAttribute('loading', 'lazy')
    await expect(lazy).toHaveAttribute('width', '400')
    await expect(lazy).toHaveAttribute('height', '300')
    // Loaded images come from the shop's own origin (the image service behind /cms-assets).
    await expect
      .poll(() =>
        heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
  })

  test('the collage page takes its design from designId', async ({ page }) => {
    await page.goto('/block-showcase?designId=4711')
    await expect(page.locator('.block--collage-page a.button')).toHaveAttribute(
      'href',
      '/configurator-collage?designId=4711&locale=de-DE',
    )
    await page.goto('/block-showcase?designId=evil%22%3E')
    await expect(page.locator('.block--collage-page a.button')).toHaveAttribute(
      'href',
      '/configurator-collage?designId=13&locale=de-DE',
    )
  })

  test('the newsletter block leads to the newsletter page with the address (a GET form, no JavaScript needed)', async ({
    page,
  }) => {
    await page.goto('/block-showcase')
    const form = page.locator('.block--newsletter form')
    await form.getByLabel('Deine E-Mail-Adresse').fill('leser@example.com')
    await Promise.all([
      page.waitForURL(/\/newsletter\?email=leser%40example\.com$/),
      form.getByRole('button', { name: 'Weiter zur Anmeldung' }).click(),
    ])
  })

  test('the countdown ticks with JavaScript', async ({ page }, testInfo) => {
    await page.goto('/block-showcase')
    const seconds = page.locator('.countdown__unit').nth(3).locator('.countdown__value')
    const first = await seconds.textContent()
    if (testInfo.project.name === 'no-js') {
      // Without JavaScript the server-rendered time left stays as rendered.
      await page.waitForTimeout(1200)
      await expect(seconds).toHaveText(first ?? '')
      return
    }
    // The countdown's script loads when it is shown.
    await seconds.scrollIntoViewIfNeeded()
    await expect.poll(() => seconds.textContent(), { timeout: 4000 }).not.toBe(first)
  })

  test('"A missing content component shows a fallback message"', async ({ page }) => {
    const response = await page.goto('/component-fallback-demo')
    expect(response?.status()).toBe(200)
    await expect(page.locator('.block--missing')).toHaveText(
      'Für den Block „legacy-slider“ wurde keine Komponente gefunden. Ist er richtig konfiguriert?',
    )
    // The blocks around it still render.
    await expect(page.locator('.page > .block--richtext')).toHaveCount(2)
  })

  test('"A content story that has a redirect target causes a redirect to it, using the story\'s status"', async ({
    page,
    request,
  }) => {
    const temporary = await get(request, '/adventsaktion?ref=mail')
    expect(temporary.status()).toBe(302)
    expect(temporary.headers().location).toBe('/fotokalender')
    const permanent = await get(request, '/kalender-gestalten')
    expect(permanent.status()).toBe(301)
    expect(permanent.headers().location).toBe('/fotokalender')
    await page.goto('/adventsaktion')
    await expect(page).toHaveURL(/\/fotokalender$/)
  })

  test('preview with a bad or expired token serves the published page, cacheable and without editor attributes', async ({
    page,
    request,
  }) => {
    const id = storyId('cards/de-de/faq')
    const bad = await get(
      request,
      `/faq?${previewQuery(id, 'local-preview-token', 'f'.repeat(40))}`,
    )
    expect(bad.status()).toBe(200)
    expect(bad.headers()['cache-control']).toMatch(/^public/)
    expect(await bad.text()).not.toContain('data-blok')
    await page.goto(`/faq?${previewQuery(id, 'wrong-preview-token')}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-blok-c]')).toHaveCount(0)
  })

  test('a verified preview of the story is private, editable and never shows the preview token', async ({
    request,
  }) => {
    const id = storyId('cards/de-de/faq')
    const response = await get(request, `/faq?${previewQuery(id, 'local-preview-token')}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
    const html = await response.text()
    expect(html).toContain(`data-blok-uid="${id}-`)
    expect(html).not.toContain('local-preview-token')
    // The preview parameter must match the story: another story's id gets the published page.
    const other = await get(request, `/faq?${previewQuery(id + 1, 'local-preview-token')}`)
    expect(await other.text()).not.toContain('data-blok')
  })
})

test.describe('the site-wide error page (site-chrome §2 "Error page")', () => {
  test('renders header, navigation, the error story and footer, with the path and without technical detail', async ({
    page,
  }) => {
    const response = await page.goto('/gibt-es-nicht/wirklich?debug=1')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Seite nicht gefunden: /gibt-es-nicht/wirklich?debug=1',
    )
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await expect(
      page.locator('.error-page .block--teaser-hero').getByRole('heading', { level: 2 }),
    ).toHaveText('Hier hängt leider nichts')
    await expect(page.locator('.error-page .block--grid .tile')).toHaveCount(4)
    await expect(page.locator('.error-page__detail')).toHaveCount(0)
    await expect(page.locator('[data-testid="error-fallback"]')).toHaveCount(0)
  })

  test('"asset-load-on-slug": a path with an images folder is a 404 without a content call', async ({
    request,
  }) => {
    const response = await get(request, '/produkte/images/bild.jpg')
    expect(response.status()).toBe(404)
  })
})

/**
 * A shop and a reference backend of its own, on a temporary copy of the story files, for
 * what the shared servers cannot show: a missing error story, a draft, a published change.
 */
test.describe('with a content copy of its own', () => {
  test.describe.configure({ mode: 'serial' })
  const secret = 'e2e-webhook-secret-0123456789'
  const previewToken = 'local-preview-token'
  let dir: string
  let port: number
  let processes: ChildProcess[] = []
  const story = (slug: string) => join(dir, 'content', 'stories', `${slug}.json`)
  const editStory = (slug: string, edit: (value: Record<string, any>) => void) => {
    const value = JSON.parse(readFileSync(story(slug), 'utf8')) as Record<string, any>
    edit(value)
    writeFileSync(story(slug), JSON.stringify(value, null, 2))
  }

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000)
    dir = mkdtempSync(join(tmpdir(), 'content-e2e-'))
    cpSync('backend/content/stories', join(dir, 'content', 'stories'), { recursive: true })
    symlinkSync(resolve('backend/content/assets'), join(dir, 'content', 'assets'))
    unlinkSync(story('cards/de-de/error'))
    editStory('cards/de-de/faq', (value) => {
      value.draft = structuredClone(value.content)
      value.draft.teaser[0].headline = 'Entwurf: die neue Hilfeseite'
    })
    const backendPort = await freePort()
    port = await freePort()
    const build = process.env.SHOP_BUILD_DIR ?? 'build'
    const backendUrl = `http://127.0.0.1:${backendPort}`
    processes = [
      spawn('node', [`${build}/backend/main.js`], {
        stdio: 'ignore',
        env: {
          ...process.env,
          BACKEND_PORT: String(backendPort),
          BACKEND_DATA_DIR: join(dir, 'data'),
          BACKEND_CONTENT_DIR: join(dir, 'content'),
          BACKEND_LOG_LEVEL: 'warn',
        },
      }),
      spawn('node', ['server/main.mjs'], {
        stdio: 'ignore',
        env: {
          ...process.env,
          SHOP_BUILD_DIR: build,
          NODE_ENV: 'production',
          PORT: String(port),
          SHOP_API_URL: backendUrl,
          STORYBLOK_ENDPOINT: `${backendUrl}/v2`,
          CMS_ASSET_ORIGIN: backendUrl,
          STORYBLOK_WEBHOOK_SECRET: secret,
          STORYBLOK_PREVIEW_TOKEN: previewToken,
          STORYBLOK_CV_REFRESH_SECONDS: '3600',
          DEBUG_ERRORS: 'true',
          LOG_LEVEL: 'warn',
        },
      }),
    ]
    await waitFor(`${backendUrl}/healthz`)
    await waitFor(`http://127.0.0.1:${port}/healthz`)
  })

  test.afterAll(async () => {
    for (const child of processes) child.kill()
    rmSync(dir, { recursive: true, force: true })
  })

  test('"If the error story itself cannot be loaded, a static fallback page still renders" (with header and footer)', async ({
    page,
  }) => {
    const response = await page.goto(`http://localhost:${port}/gibt-es-nicht`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Seite nicht gefunden: /gibt-es-nicht',
    )
    await expect(page.locator('[data-testid="error-fallback"]')).toBeVisible()
    await expect(
      page.locator('[data-testid="error-fallback"]').getByRole('link', { name: 'Zur Startseite' }),
    ).toHaveAttribute('href', '/')
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
  })

  test('"the technical detail only when a debug flag is set by configuration"', async ({
    page,
  }) => {
    await page.goto(`http://localhost:${port}/gibt-es-nicht`)
    await expect(page.locator('.error-page__detail')).toContainText('404 /gibt-es-nicht')
  })

  test('preview: the draft for a verified token, the published page for a bad one', async ({
    page,
  }) => {
    const id = storyId('cards/de-de/faq')
    await page.goto(`http://localhost:${port}/faq?${previewQuery(id, previewToken)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entwurf: die neue Hilfeseite')
    await page.goto(
      `http://localhost:${port}/faq?${previewQuery(id, previewToken, '0'.repeat(40))}`,
    )
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Entwurf: die neue Hilfeseite',
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('a change published through the signed webhook is served without a restart', async ({
    page,
    request,
  }) => {
    await page.goto(`http://localhost:${port}/fotokalender`)
    const heading = page.getByRole('heading', { level: 1 })
    const before = await heading.textContent()
    editStory('cards/de-de/fotokalender', (value) => {
      value.content.teaser[0].headline = 'Neu veröffentlicht: Fotokalender 2028'
    })
    await page.reload()
    await expect(heading).toHaveText(before ?? '')

    const body = JSON.stringify({
      action: 'published',
      story_id: storyId('cards/de-de/fotokalender'),
      full_slug: 'cards/de-de/fotokalender',
    })
    const url = `http://127.0.0.1:${port}/api/storyblok-webhook`
    const unsigned = await request.post(url, {
      data: body,
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.status()).toBe(401)
    const forged = await request.post(url, {
      data: body,
      headers: {
        'content-type': 'application/json',
        'webhook-signature': createHmac('sha1', 'guess').update(body).digest('hex'),
      },
    })
    expect(forged.status()).toBe(401)
    await page.reload()
    await expect(heading).toHaveText(before ?? '')

    const signed = await request.post(url, {
      data: body,
      headers: {
        'content-type': 'application/json',
        'webhook-signature': createHmac('sha1', secret).update(body).digest('hex'),
      },
    })
    expect(signed.status()).toBe(200)
    await page.reload()
    await expect(heading).toHaveText('Neu veröffentlicht: Fotokalender 2028')
  })
})

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`${url} did not come up`)
}
