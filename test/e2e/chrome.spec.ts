import { expect, type Page } from '@playwright/test'
import { failOnConsoleErrors, marketUrl, remixContextOf, shopPort, test } from './support'

/** The consent banner is its own test; elsewhere the shopper has already answered. */
async function consented(page: Page, host = 'localhost') {
  await page
    .context()
    .addCookies([{ name: 'consent', value: 'granted', url: `http://${host}:${shopPort}` }])
}

const burger = (page: Page) => page.locator('details.burger')
const panel = (page: Page) => page.locator('.burger__panel')
const summary = (page: Page, text: string) =>
  page.locator('.burger summary', { hasText: text }).first()
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' })

test.describe('header (site-chrome §2 "Header")', () => {
  test.beforeEach(async ({ page }) => consented(page))

  test('"shop links, a burger navigation, a logo linking to the start page, and info items for magazine, service (with hotline), account and cart"', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto('/fotokalender')
    const header = page.locator('header.site-header')
    await expect(
      header
        .getByRole('navigation', { name: 'Unsere Shops' })
        .getByRole('link', { name: 'Wandbilder' }),
    ).toHaveAttribute('href', `http://wallart-de.localhost:${shopPort}/`)
    await expect(header.locator('details.burger > summary')).toHaveCount(1)
    await expect(header.getByRole('link', { name: 'Printhaus: Startseite' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(header.getByRole('link', { name: 'Magazin' }).first()).toHaveAttribute(
      'href',
      '/magazin',
    )
    await expect(header.getByRole('link', { name: 'Hilfe & Service' })).toHaveAttribute(
      'href',
      '/faq',
    )
    await expect(header.locator('.info-item__hotline')).toHaveAttribute('href', 'tel:+493057702890')
    await expect(header.locator('.info-item--account a')).toHaveAttribute(
      'href',
      '/mein-konto/anmelden',
    )
    noErrors()
  })

  test('"Cart item shows the cart article count (cartArticlesAmount)": 0 for a new visitor', async ({
    page,
  }) => {
    await page.goto('/')
    const cart = page.locator('header .info-item--cart a')
    await expect(cart.locator('.cart-count')).toHaveAttribute('data-count', '0')
    await expect(cart).toContainText('0 Artikel im Warenkorb')
  })

  test('"Account item: … When not logged in it opens a log-in dialog instead of navigating" (without JavaScript: the login page)', async ({
    page,
  }, testInfo) => {
    await page.goto('/fotokalender')
    await page.locator('header .info-item--account a').click()
    if (testInfo.project.name === 'js') {
      const dialog = page.getByRole('dialog', { name: 'Anmelden' })
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(/\/fotokalender$/)
      await expect(dialog.getByLabel('E-Mail-Adresse')).toBeVisible()
    } else {
      await expect(page).toHaveURL(/\/mein-konto\/anmelden$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden')
    }
  })

  test('"On non-web (app-like) use: a back button instead, hidden on the desktop start path; it goes back one history step"', async ({
    page,
  }, testInfo) => {
    await page.goto('/d/')
    await page.goto('/d/fotokalender')
    const back = page.locator('header .back-button')
    await expect(back).toBeVisible()
    await expect(back).toHaveAttribute('href', '/d/desktop-startseite')
    await expect(page.locator('header details.burger')).toHaveCount(0)
    await expect(mainNav(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Printhaus: Startseite' })).toHaveAttribute(
      'href',
      '/d/desktop-startseite',
    )
    await back.click()
    if (testInfo.project.name === 'js')
      await expect(page).toHaveURL(new RegExp(`:${shopPort}/d/?$`))
    else await expect(page).toHaveURL(/\/d\/desktop-startseite$/)
    await page.goto('/d/desktop-startseite')
    await expect(page.locator('header .back-button')).toHaveCount(0)
  })
})

test.describe('burger navigation (site-chrome §2, §4)', () => {
  test.use({ viewport: { width: 375, height: 800 } })
  test.beforeEach(async ({ page }) => consented(page))

  test('"Opens as a full-screen panel"; body scrolling is locked while it is open', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(panel(page)).toBeHidden()
    await burger(page).locator('> summary').click()
    await expect(panel(page)).toBeVisible()
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 800 })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    await expect(panel(page).getByRole('link', { name: 'Karten & Fotogeschenke' })).toBeVisible()
    await expect(panel(page).locator('a[href="tel:+493057702890"]')).toBeVisible()
    await expect(panel(page).getByRole('link', { name: 'Impressum' })).toBeVisible()
    await burger(page).locator('> summary').click()
    await expect(panel(page)).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )
  })

  test('"Levels: primary, secondary, tertiary"; "accordions, one open at a time"; a back link; badges', async ({
    page,
  }) => {
    await page.goto('/')
    await burger(page).locator('> summary').click()
    // Primary → secondary: a nested item opens its list with a back link.
    await summary(page, 'Karten').click()
    const level = page.locator('.burger__item[open] .burger__level')
    await expect(level.getByRole('link', { name: 'Alle Karten' })).toBeVisible()
    await expect(page.locator('.burger__item[open] > summary')).toContainText('Zurück')
    await expect(level.locator('.nav-badge', { hasText: 'Neu' })).toBeVisible()
    // Secondary → tertiary: accordions, one open at a time.
    await summary(page, 'Anlässe').click()
    await expect(level.getByRole('link', { name: 'Geburt', exact: true })).toBeVisible()
    await summary(page, 'Kartentypen').click()
    await expect(level.getByRole('link', { name: 'Klappkarten' })).toBeVisible()
    await expect(level.getByRole('link', { name: 'Geburt', exact: true })).toBeHidden()
    // Back to the primary level.
    await page.locator('.burger__item[open] > summary').click()
    await expect(level).toHaveCount(0)
    await expect(panel(page).getByRole('link', { name: 'Gutscheine' })).toBeVisible()
  })

  test('"The panel closes on any link click"', async ({ page }) => {
    await page.goto('/')
    await burger(page).locator('> summary').click()
    await summary(page, 'Kalender').click()
    await page.locator('.burger__item[open]').getByRole('link', { name: 'Tischkalender' }).click()
    await expect(page).toHaveURL(/\/tischkalender$/)
    await expect(panel(page)).toBeHidden()
    await expect(burger(page)).not.toHaveAttribute('open')
  })

  test('"A wall-art list has groups: all wall art, bestseller, premium and additional products, each with optional badges"', async ({
    page,
  }) => {
    await consented(page, 'wallart-de.localhost')
    await page.goto(marketUrl('wallart-de.localhost', '/'))
    await burger(page).locator('> summary').click()
    await summary(page, 'Wandbilder').click()
    const level = page.locator('.burger__item[open] .burger__level')
    await expect(level.locator('.burger__group-title')).toHaveText([
      'Alle Wandbilder',
      'Bestseller',
      'Premium',
      'Weitere Produkte',
    ])
    await expect(level.getByRole('list', { name: 'Premium' }).getByRole('link')).toHaveText([
      /^Alu-Dibond/,
      /^Galeriedruck/,
      /^Hahnemühle FineArt/,
    ])
    await expect(level.getByRole('list', { name: 'Premium' }).locator('.nav-badge')).toHaveText(
      'Neu',
    )
    await expect(level.getByRole('list', { name: 'Bestseller' }).locator('.nav-badge')).toHaveText(
      'Beliebt',
    )
  })

  test('"Closing resets the level to primary and clears the active item and accordion" (with JavaScript)', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await burger(page).locator('> summary').click()
    await summary(page, 'Karten').click()
    await summary(page, 'Anlässe').click()
    if (testInfo.project.name === 'no-js') {
      // Without JavaScript the next page load is the reset: a link click opens a fresh page.
      await page
        .locator('.burger__item[open]')
        .getByRole('link', { name: 'Geburt', exact: true })
        .click()
      await expect(page).toHaveURL(/\/geburtskarten$/)
      await burger(page).locator('> summary').click()
      await expect(page.locator('.burger__item[open]')).toHaveCount(0)
      return
    }
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await burger(page).locator('> summary').click()
    await expect(burger(page)).toHaveAttribute('data-level', 'primary')
    await expect(page.locator('.burger__item[open], .burger__accordion[open]')).toHaveCount(0)
  })

  test('"The panel closes … when the viewport reaches 1000px width or more"', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await burger(page).locator('> summary').click()
    await expect(panel(page)).toBeVisible()
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(panel(page)).toBeHidden()
    if (testInfo.project.name === 'js') {
      await expect(burger(page)).not.toHaveAttribute('open')
      await page.setViewportSize({ width: 375, height: 800 })
      await expect(panel(page)).toBeHidden()
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )
  })

  test('burger-only items are in the burger and "left out" of the main navigation', async ({
    page,
  }) => {
    await page.goto('/')
    // The closed panel is outside the accessibility tree: look for the element itself.
    await expect(panel(page).locator('a', { hasText: 'Geschäftskunden' })).toHaveCount(1)
    await expect(mainNav(page).getByRole('link', { name: 'Geschäftskunden' })).toHaveCount(0)
    await expect(mainNav(page).getByRole('link', { name: 'Karten', exact: true })).toBeVisible()
  })
})

test.describe('main navigation (site-chrome §2)', () => {
  test.beforeEach(async ({ page }) => consented(page))

  test('"An item is marked selected when the path equals its link or the story\'s active navigation equals the item\'s navigationType"', async ({
    page,
  }) => {
    await page.goto('/fotokalender')
    await expect(mainNav(page).getByRole('link', { name: /^Kalender/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.goto('/bilderbox')
    await expect(
      mainNav(page).getByRole('link', { name: 'Fotoabzüge & Fotoboxen' }),
    ).toHaveAttribute('aria-current', 'true')
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1)
    await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
    await expect(mainNav(page).getByRole('link', { name: /^Leinwand/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('"shows a flyout on mouse hover" at 1000px and more (js); without JavaScript the item is a link', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const item = mainNav(page).getByRole('link', { name: 'Karten', exact: true })
    const flyout = page.locator('#flyout-0')
    await expect(flyout).toBeHidden()
    await item.hover()
    await expect(flyout).toBeVisible()
    await expect(flyout.getByRole('link', { name: 'Geburt', exact: true })).toHaveAttribute(
      'href',
      '/geburtskarten',
    )
    await page.mouse.move(700, 880)
    await expect(flyout).toBeHidden()
    if (testInfo.project.name === 'no-js') {
      await item.click()
      await expect(page).toHaveURL(/\/karten$/)
      return
    }
    // "Flyouts … close on path change."
    await item.hover()
    await flyout.getByRole('link', { name: 'Hochzeit' }).click()
    await expect(page).toHaveURL(/\/hochzeitskarten$/)
    await expect(flyout).toBeHidden()
  })

  test('keyboard: "flyouts open on focus and close on Escape" (js)', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === 'no-js',
      'focus and Escape handling is JavaScript; without it the item is a plain link (tested above)',
    )
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const item = mainNav(page).getByRole('link', { name: 'Karten', exact: true })
    await item.focus()
    await expect(page.locator('#flyout-0')).toBeVisible()
    await expect(item).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator('#flyout-0 a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('#flyout-0')).toBeHidden()
    await expect(item).toBeFocused()
  })

  test('no flyout below 1000px: "Flyouts appear on hover on desktop only"', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 })
    await page.goto('/')
    await mainNav(page).getByRole('link', { name: 'Karten', exact: true }).hover()
    await page.waitForTimeout(300)
    await expect(page.locator('#flyout-0')).toBeHidden()
  })

  test('"previous/next buttons appear when content overflows and are disabled at the start or end" (js); without JavaScript the list scrolls', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const list = mainNav(page).locator('.main-nav__list')
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    const previous = mainNav(page).getByRole('button', { name: 'Vorherige Kategorien' })
    const next = mainNav(page).getByRole('button', { name: 'Weitere Kategorien' })
    if (testInfo.project.name === 'no-js') {
      await expect(previous).toHaveCount(0)
      expect(await list.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')
      return
    }
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    await next.click()
    await expect(previous).toBeEnabled()
    // Each click scrolls smoothly by a page: click until the end is reached, however many pages
    // that takes.
    await expect(async () => {
      if (await next.isEnabled()) await next.click({ timeout: 1_000 })
      await expect(next).toBeDisabled({ timeout: 1_500 })
    }).toPass({ timeout: 20_000 })
  })

  test('"The active item is scrolled to the centre on route change" (js)', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'no-js',
      'scrolling the list is JavaScript; without it the list starts at its beginning',
    )
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/bilderbox')
    const list = mainNav(page).locator('.main-nav__list')
    await page.waitForTimeout(700)
    const offset = await list.evaluate((element) => {
      const item = element.querySelector<HTMLElement>('.is-selected')!
      const centre = item.offsetLeft + item.offsetWidth / 2 - element.scrollLeft
      return Math.abs(centre - element.clientWidth / 2)
    })
    expect(offset).toBeLessThan(3)
  })
})

test.describe('sub-navigation (site-chrome §2)', () => {
  test.beforeEach(async ({ page }) => consented(page))

  test('"A strip shown for the story\'s active navigation type … Tiles link to a URL; the one matching the current path is active"', async ({
    page,
  }) => {
    await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
    const strip = page.getByRole('navigation', { name: 'Leinwand: Unterkategorien' })
    await expect(strip).toBeVisible()
    await expect(strip.getByRole('link', { name: /^Leinwand/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(strip.locator('[aria-current]')).toHaveCount(1)
    await page.goto('/fotokalender')
    const calendars = page.getByRole('navigation', { name: /^Kalender.*: Unterkategorien/ })
    await expect(calendars.getByRole('link')).toHaveText([
      'Wandkalender',
      'Tischkalender',
      'Familienplaner',
      'Küchenkalender',
      'Terminkalender',
    ])
    await expect(calendars.locator('[aria-current]')).toHaveCount(0)
    await page.goto('/')
    await expect(page.locator('nav.sub-nav')).toHaveCount(0)
  })

  test('"category headings and tiles of types circle, square, square-image": 76x76, 73x110, 110x110', async ({
    page,
  }) => {
    await page.goto(marketUrl('wallart-de.localhost', '/wandbilder/'))
    const strip = page.locator('nav.sub-nav')
    await expect(strip.locator('.sub-nav__heading')).toHaveText(['Materialien', 'Bilderrahmen'])
    expect(
      await strip
        .locator('.sub-nav__tile--square-image .sub-nav__image')
        .first()
        .evaluate((e) => [e.clientWidth, e.clientHeight]),
    ).toEqual([110, 110])
    expect(
      await strip
        .locator('.sub-nav__tile--square .sub-nav__image')
        .first()
        .evaluate((e) => [e.clientWidth, e.clientHeight]),
    ).toEqual([73, 110])
    // The card channel's occasions are circles (its strip belongs to the cards item, /karten).
    await page.goto('/karten')
    const circles = page.locator('nav.sub-nav .sub-nav__tile--circle .sub-nav__image')
    await expect(circles).toHaveCount(10)
    expect(
      await circles
        .first()
        .evaluate((e) => [e.clientWidth, e.clientHeight, getComputedStyle(e).borderRadius]),
    ).toEqual([76, 76, '50%'])
  })

  test('"Hidden on /feed-collage, /feed-calendar and /feed-card"', async ({ page }) => {
    // The feed story belongs to the calendars navigation, whose strip /fotokalender shows.
    await page.goto('/fotokalender')
    await expect(
      page.getByRole('navigation', { name: /^Kalender.*: Unterkategorien/ }),
    ).toBeVisible()
    const feed = await page.goto('/feed-calendar')
    expect(feed?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dein Fotokalender 2027' }),
    ).toBeVisible()
    await expect(page.locator('#calculator')).toBeVisible()
    await expect(page.locator('nav.sub-nav')).toHaveCount(0)
  })
})

test.describe('footer, bars, messenger and consent (site-chrome §2)', () => {
  test('the action bar and the footer render from the global config', async ({ page }) => {
    await consented(page)
    await page.goto('/')
    await expect(page.locator('.action-bar').getByRole('link')).toHaveAttribute(
      'href',
      '/fotokalender',
    )
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Widerrufsbelehrung' }),
    ).toHaveAttribute('href', '/widerruf')
  })

  test('the chrome renders from the root data: footer, flyout groups and burger levels come with the page, without CMS bookkeeping', async ({
    page,
  }) => {
    await consented(page, 'cards-ch.localhost')
    const html = (await (await page.goto(marketUrl('cards-ch.localhost', '/fr/')))?.text()) ?? ''
    const root = (await remixContextOf(html)).state.loaderData.root as {
      globalConfig: Record<string, unknown>
    }
    // Plain route data: the chrome's view of the global config, as an object.
    const globalConfig = root.globalConfig
    const config = JSON.stringify(globalConfig)
    expect(Object.keys(globalConfig)).toEqual(expect.arrayContaining(['footer', 'mainNavigation']))
    expect(config, 'flyout groups in the page data').toContain('"flyoutGroups"')
    expect(config, 'burger levels in the page data').toContain('"subItems"')
    // What the components never read stays on the server: block types, editor titles, flag names.
    expect(config).not.toContain('"component"')
    expect(config).not.toContain('"storyblokTitle"')
    expect(globalConfig.flags).toEqual([])
    const footerLink =
      (await page.getByRole('contentinfo').getByRole('link').first().textContent())?.trim() ?? ''
    expect(footerLink).not.toBe('')
    expect(config).toContain(JSON.stringify(footerLink))
    // The islands' data resource is gone.
    expect(
      (await page.goto(marketUrl('cards-ch.localhost', '/chrome-islands/abc?prefix=fr')))?.status(),
    ).toBe(404)
  })

  test('messenger launcher: "the widget script loads only on interaction"; without JavaScript it links to the service page', async ({
    page,
  }, testInfo) => {
    await consented(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    const launcher = page.locator('.messenger__launcher')
    await expect(launcher).toHaveAttribute('href', '/faq')
    if (testInfo.project.name === 'no-js') {
      await launcher.click()
      await expect(page).toHaveURL(/\/faq$/)
      return
    }
    await page.waitForLoadState('networkidle')
    const before = scripts.length
    await launcher.click()
    const widget = page.getByRole('dialog', { name: 'Wie können wir helfen?' })
    await expect(widget).toBeVisible()
    await expect(page.locator('.messenger')).toHaveAttribute('data-loaded', '')
    // The widget's code came with the click, not with the page.
    expect(scripts.length).toBeGreaterThan(before)
    await expect(widget.getByRole('link', { name: /Anrufen/ })).toHaveAttribute(
      'href',
      'tel:+493057702890',
    )
    await page.keyboard.press('Escape')
    await expect(widget).toBeHidden()
  })

  test('"a consent-notice script is injected with a language and the country-specific privacy policy URL" (plain notice without JavaScript)', async ({
    page,
  }, testInfo) => {
    await page.goto(marketUrl('cards-ch.localhost', '/fr/'))
    if (testInfo.project.name === 'no-js') {
      const notice = page.locator('aside.consent-notice')
      await expect(notice.getByRole('link')).toHaveAttribute(
        'href',
        `http://cards-ch.localhost:${shopPort}/fr/protection-des-donnees`,
      )
      return
    }
    const script = page.locator('script[data-consent-notice]')
    await expect(script).toHaveAttribute('data-language', 'fr')
    await expect(script).toHaveAttribute(
      'data-privacy-policy-url',
      `http://cards-ch.localhost:${shopPort}/fr/protection-des-donnees`,
    )
    const banner = page.locator('.consent-banner')
    await expect(banner).toBeVisible()
    await expect(banner).toHaveAttribute('lang', 'fr')
    await expect(banner.getByRole('link')).toHaveAttribute(
      'href',
      `http://cards-ch.localhost:${shopPort}/fr/protection-des-donnees`,
    )
    await banner.getByRole('button', { name: 'Tout accepter' }).click()
    await expect(banner).toHaveCount(0)
    // The banner goes at once; the cookie comes with the consent call's answer.
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value,
      )
      .toBe('granted')
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('.consent-banner')).toHaveCount(0)
  })
})
