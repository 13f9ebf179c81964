import { expect, type Page } from '@playwright/test'
import { CalculatorDriver } from './calculator-support'
import { failOnConsoleErrors, marketUrl, test, waitUntilLive } from './support'

/**
 * The wall-art calculator offers, prices and hands over every option the copy names: a wooden
 * frame's colour and mat, a canvas's stretcher depth. With JavaScript a choice applies in place;
 * without it the Apply button sends the GET form and the server answers the chosen state. The
 * reference shop runs 30 % off wall art this week: every total below is the campaign's.
 */

// Without JavaScript every choice is a page of its own: give the walk room on a busy machine.
test.describe.configure({ timeout: 60_000 })

/** Chooses an option of one of the calculator's selects, as a shopper would. */
async function choose(
  page: Page,
  calculator: CalculatorDriver,
  name: string,
  value: string,
  url: RegExp,
) {
  if (calculator.js) await waitUntilLive(calculator.calculator)
  await calculator.calculator.locator(`select[name="${name}"]`).selectOption(value)
  if (!calculator.js)
    await calculator.calculator.getByRole('button', { name: calculator.texts.apply }).click()
  await expect(page).toHaveURL(url)
  await expect(calculator.calculator.locator(`select[name="${name}"]`)).toHaveValue(value)
}

test('a wooden frame: its white mat preselected and priced, a colour priced, both in the designer link', async ({
  page,
}, testInfo) => {
  const noErrors = failOnConsoleErrors(page)
  const calculator = new CalculatorDriver(page, testInfo)
  const total = calculator.summary.locator('.price__current')
  const cta = calculator.calculator.getByRole('link', { name: 'Wandbild gestalten' })
  await page.goto(marketUrl('wallart-de.localhost', '/poster/'))
  await expect(total).toHaveText('17,47 €')
  await expect(calculator.calculator.locator('select[name="matType"]')).toHaveCount(0)

  await calculator.chooseFrame(/Holzrahmen/, /frameType=holzrahmen/)
  // The spec's default: black, with a white 30 mm mat, whose price is in the total.
  const mat = calculator.calculator.locator('select[name="matType"]')
  await expect(mat).toHaveValue('mat-weiss')
  await expect(mat.locator('option[value="mat-weiss"]')).toHaveText(
    'Passepartout Weiß, 3 cm breit · +4,20 €',
  )
  await expect(calculator.calculator.locator('select[name="frameVariant"]')).toHaveValue(
    'holzrahmen-schwarz',
  )
  await expect(total).toHaveText('42,63 €')
  await expect(calculator.summary).toContainText('Holzrahmen · Schwarz · Passepartout Weiß')

  // Walnut costs more: the total follows, and the designer gets colour and mat.
  await expect(
    calculator.calculator.locator(
      'select[name="frameVariant"] option[value="holzrahmen-nussbaum"]',
    ),
  ).toHaveText('Nussbaum · +6,29 €')
  await choose(
    page,
    calculator,
    'frameVariant',
    'holzrahmen-nussbaum',
    /frameVariant=holzrahmen-nussbaum/,
  )
  await expect(total).toHaveText('48,92 €')
  const href = new URL((await cta.getAttribute('href'))!, page.url()).searchParams
  expect(Object.fromEntries(href)).toMatchObject({
    materialType: 'poster',
    frameType: 'holzrahmen',
    frameVariant: 'holzrahmen-nussbaum',
    formatType: '50x70',
    matType: 'mat-weiss',
    matSize: '30',
  })

  // Without the mat the total drops by the mat's price; the link says so too.
  await choose(page, calculator, 'matType', 'mat-none', /matType=mat-none/)
  await expect(total).toHaveText('44,72 €')
  await expect(page).toHaveURL(/frameVariant=holzrahmen-nussbaum/)
  await expect(cta).toHaveAttribute('href', /matType=mat-none&matSize=0/)
  noErrors()
})

test('a canvas: the deeper stretcher frame is priced and goes to the designer', async ({
  page,
}, testInfo) => {
  const noErrors = failOnConsoleErrors(page)
  const calculator = new CalculatorDriver(page, testInfo)
  const total = calculator.summary.locator('.price__current')
  const cta = calculator.calculator.getByRole('link', { name: 'Leinwand gestalten' })
  await page.goto(marketUrl('wallart-de.localhost', '/leinwanddruck/'))
  const stretcher = calculator.calculator.locator('select[name="optionType"]')
  await expect(stretcher).toHaveValue('25mm')
  await expect(stretcher.locator('option')).toHaveText(['2,5 cm · inklusive', '3,8 cm · +6,96 €'])
  await expect(total).toHaveText('27,97 €')
  await expect(cta).toHaveAttribute('href', /optionTypeGroup=stretcher-frame&optionType=25mm/)

  await choose(page, calculator, 'optionType', '38mm', /optionType=38mm/)
  await expect(total).toHaveText('34,93 €')
  await expect(calculator.summary).toContainText('Keilrahmen: 3,8 cm')
  await expect(cta).toHaveAttribute('href', /optionTypeGroup=stretcher-frame&optionType=38mm/)
  noErrors()
})
