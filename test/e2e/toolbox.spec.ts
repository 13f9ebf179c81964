import { expect } from '@playwright/test'
import { consented } from './extras-support'
import { failOnConsoleErrors, marketUrl, test } from './support'

// An ordinary desktop browser: the shop treats headless Chromium as a crawler.
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** A 40×30 PNG (made with sharp), so the test needs no fixture file. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVR4nO3VQQ0AMAwCwGlBHOJQORnb45L+mzSUO1mfzLF4Th3hqneaAonKLCSGxWJxWAwWi8VhMV+xeAGh9Jqs3W0DJwAAAABJRU5ErkJggg==',
  'base64',
)

test.use({ userAgent: desktop })

test.describe('toolbox', () => {
  test.beforeEach(async ({ page }) => consented(page))

  test('converts a PNG to a PDF and downloads it; a file of the wrong kind is named', async ({
    page,
  }, testInfo) => {
    // A refused upload answers 400: the browser reports that response in the console.
    const noErrors = failOnConsoleErrors(page, [/status of 400/])
    await page.goto(marketUrl('localhost', '/werkzeugkasten'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Werkzeugkasten')
    const convert = page.locator('form[data-form="toolbox-convert-file"]')

    await convert
      .getByLabel('Datei (höchstens 20 MB)')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a png') })
    await convert.getByRole('button', { name: 'Umwandeln' }).click()
    await expect(convert.getByText('Diese Dateiart wird hier nicht unterstützt.')).toBeVisible()

    await convert
      .getByLabel('Datei (höchstens 20 MB)')
      .setInputFiles({ name: 'Urlaub.png', mimeType: 'image/png', buffer: png })
    await convert.getByLabel('Zielformat').selectOption('pdf')
    await convert.getByRole('button', { name: 'Umwandeln' }).click()
    await expect(page).toHaveURL(/\/werkzeugkasten\?result=[a-f0-9]{32}$/)
    await expect(page.getByRole('heading', { name: 'Deine Datei ist fertig' })).toBeVisible()
    await expect(page.getByText(/Urlaub\.pdf/)).toBeVisible()

    const link = page.getByRole('link', { name: 'Herunterladen' })
    const response = await page.request.get((await link.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['content-disposition']).toBe('attachment; filename="Urlaub.pdf"')
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('Urlaub.pdf')

    if (testInfo.project.name === 'js') {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: testInfo.outputPath(`toolbox-${width}.png`), fullPage: true })
      }
    }
    noErrors()
  })
})
