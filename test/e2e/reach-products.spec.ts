import { expect, type Page } from '@playwright/test'
import { withoutConsentNotice } from './calculator-support'
import { marketUrl, test } from './support'

/**
 * Everything the card shop sells is reached by clicking from its German home page: the main
 * navigation leads to the category page, whose tiles lead to the product page — the calendar,
 * photo-book and collage design pickers, a photo-box size and the card accessories. Plain links:
 * the same with and without JavaScript.
 */

const host = 'cards-de.localhost'

test.beforeEach(async ({ context }) => withoutConsentNotice(context, [host]))

/** Home page, then a main-navigation item, then a tile of the category page's body. */
async function clickThrough(page: Page, navigation: string, tile: string) {
  await page.goto(marketUrl(host, '/'))
  await page
    .locator('.main-nav__link')
    .filter({ has: page.getByText(navigation, { exact: true }) })
    .click()
  await page
    .locator('article.page .tile')
    .filter({ has: page.getByText(tile, { exact: true }) })
    .first()
    .click()
}

const picker = (page: Page, product: string) =>
  page.locator(`.design-groups[data-product="${product}"]`)

test('the calendar page leads to a calendar design', async ({ page }) => {
  await clickThrough(page, 'Kalender', 'Familienzeit')
  await expect(page).toHaveURL(/\/products\?designGroupId=555$/)
  await expect(picker(page, 'calendar')).toContainText('Gewählt: Familienzeit')
})

test('the photo-book page leads to a guest book design with its cover', async ({ page }) => {
  await clickThrough(page, 'Fotobücher', 'Gästebuch Hochzeit')
  await expect(page).toHaveURL(/\/products\?type=photobook&designGroupSetId=4400$/)
  await expect(picker(page, 'photobook')).toContainText('Gewählt: Gästebuch Hochzeit')
  await expect(picker(page, 'photobook').locator('.design-groups__cover')).toBeVisible()
})

test('the collage page leads to a collage design', async ({ page }) => {
  await clickThrough(page, 'Collagen', 'Herz aus Fotos')
  await expect(page).toHaveURL(/\/products\?type=collage&designId=13$/)
  await expect(picker(page, 'collage').locator('[aria-current="true"]')).toContainText(
    'Herz aus Fotos',
  )
})

test('the prints page leads to a photo-box size', async ({ page }) => {
  await clickThrough(page, 'Fotoabzüge & Fotoboxen', 'Fotobox MAX')
  await expect(page).toHaveURL(/\/products\?photoboxType=large$/)
  await expect(page.locator('.photobox-sizes [data-photobox="large"] a')).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('the card overview leads to the card accessories', async ({ page }) => {
  await clickThrough(page, 'Karten', 'Kartenzubehör')
  await expect(page).toHaveURL(/\/kartenzubehoer$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kartenzubehör')
})
