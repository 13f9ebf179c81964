import { expect } from '@playwright/test'
import { CalculatorDriver } from './calculator-support'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test, waitUntilLive } from './support'

/**
 * A card page sells what the shop advertises (shop-core §3 "Cards"): the refinements the card
 * format takes, priced per card and handed to the designer; a chosen quantity that survives a
 * change of card format; and the envelopes of card accessories by their size. Each works as a
 * plain GET form without JavaScript and in place with it.
 */
test.describe('card options', () => {
  test.beforeEach(async ({ page }) => consented(page, ['localhost']))

  test('a refinement is priced and goes to the designer; Folded → Postcard keeps the quantity', async ({
    page,
  }, testInfo) => {
    const noErrors = failOnConsoleErrors(page)
    const calculator = new CalculatorDriver(page, testInfo)
    await page.goto(marketUrl('localhost', '/themes/1001'))
    await calculator.chooseFormat('100 Karten', /formatType=100/)

    const refinement = calculator.calculator.locator('select[name="refinementType"]')
    await expect(refinement.locator('option')).toHaveText([
      'Ohne',
      'Gold (+0,35 € pro Karte)',
      'Silber (+0,35 € pro Karte)',
      'Roségold (+0,45 € pro Karte)',
      'Relief (+0,55 € pro Karte)',
    ])
    if (calculator.js) await waitUntilLive(calculator.calculator)
    await refinement.selectOption('gold')
    if (!calculator.js)
      await calculator.calculator.getByRole('button', { name: 'Auswahl übernehmen' }).click()
    await expect(page).toHaveURL(/refinementType=gold/)
    // Folded A6, 100 cards: 103,20 € (20 % off 129,00 €) and 100 × 0,35 € gold foil.
    await expect(calculator.summary).toContainText('Klappkarte A6 · Gold · 100 Karten')
    await expect(calculator.summary.locator('.price__current')).toHaveText('138,20 €')

    await calculator.chooseMaterial('Postkarte A6', /materialType=postkarte-a6/)
    await calculator.expectSelected('100 Karten')
    await expect(page).toHaveURL(/formatType=100/)
    // Postcards take gold foil too (no relief): 69,00 € and 35,00 € for the foil.
    await expect(refinement.locator('option')).toHaveText([
      'Ohne',
      'Gold (+0,35 € pro Karte)',
      'Silber (+0,35 € pro Karte)',
    ])
    await expect(calculator.summary.locator('.price__current')).toHaveText('104,00 €')

    const { parameters } = await calculator.followCallToAction('Karten gestalten')
    expect(parameters).toMatchObject({
      formatType: 'postkarte-a6',
      quantity: '100',
      refinementType: 'gold',
      themeId: '1001',
    })
    noErrors()
  })

  test('card accessories offer envelopes C6, B6 and DIN long with their sizes and surcharges', async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page)
    await page.goto(marketUrl('localhost', '/kartenzubehoer'))
    const sizes = page.locator('.accessory-sizes label')
    await expect(sizes).toHaveText([
      /^C6 \(162 × 114 mm\)\s*0,95\s€ pro Karte$/,
      /^B6 \(176 × 125 mm\)\s*1,10\s€ pro Karte$/,
      /^DIN lang \(220 × 110 mm\)\s*1,80\s€ pro Karte$/,
    ])
    noErrors()
  })
})
