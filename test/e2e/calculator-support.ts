import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test'
import { backendUrl, shopPort, waitUntilLive } from './support'

/**
 * Driving the price calculator the same way with and without JavaScript: with JavaScript
 * a choice applies at once (the URL follows); without it the GET form is submitted with
 * its Apply button and the server redirects to the selection's URL.
 */
export class CalculatorDriver {
  constructor(
    readonly page: Page,
    readonly testInfo: TestInfo,
    readonly texts = { apply: 'Auswahl übernehmen', moreFormats: 'Weitere Formate' },
  ) {}

  get js(): boolean {
    return this.testInfo.project.name !== 'no-js'
  }

  get calculator() {
    return this.page.locator('.calculator').first()
  }

  get summary() {
    return this.calculator.locator('.calculator__summary')
  }

  /** The radio of a format, by the start of its label (`30 x 40 cm`). */
  format(name: string) {
    return this.calculator.getByRole('radio', { name: new RegExp(`^${escape(name)}`) })
  }

  /** With JavaScript a choice applies in place once the calculator is hydrated. */
  private async live() {
    if (this.js) await waitUntilLive(this.calculator)
  }

  private async apply(expectUrl: RegExp) {
    if (!this.js) await this.calculator.getByRole('button', { name: this.texts.apply }).click()
    await expect(this.page).toHaveURL(expectUrl)
  }

  async chooseMaterial(label: string, expectUrl: RegExp) {
    await this.live()
    await this.calculator.locator('select[name="materialType"]').selectOption({ label })
    await this.apply(expectUrl)
  }

  async chooseFrame(label: RegExp, expectUrl: RegExp) {
    await this.live()
    const select = this.calculator.locator('select[name="frameType"]')
    const option = await select
      .locator('option')
      .filter({ hasText: label })
      .first()
      .getAttribute('value')
    await select.selectOption(option ?? '')
    await this.apply(expectUrl)
  }

  async chooseFormat(name: string, expectUrl: RegExp) {
    await this.live()
    await this.format(name).click()
    await this.apply(expectUrl)
  }

  /** Opens More formats: a dialog with JavaScript, the page section without. */
  async openMoreFormats() {
    await this.live()
    const container = this.js
      ? this.page.getByRole('dialog')
      : this.calculator.locator('.calculator__more-section .calculator__more-list')
    if (!(await container.isVisible()))
      await this.calculator.locator('summary', { hasText: this.texts.moreFormats }).click()
    await expect(container).toBeVisible()
    return container
  }

  async pickMoreFormat(name: string, expectUrl: RegExp) {
    const container = await this.openMoreFormats()
    await container.getByRole('link', { name: new RegExp(`^${escape(name)}`) }).click()
    await expect(this.page).toHaveURL(expectUrl)
    if (this.js) await expect(this.page.getByRole('dialog')).toHaveCount(0)
  }

  async expectSelected(name: string) {
    await expect(this.format(name)).toBeChecked()
  }

  /**
   * Follows the call to action to the designer hand-off page and reads every parameter it received.
   */
  async followCallToAction(
    name: string | RegExp,
  ): Promise<{ path: string; parameters: Record<string, string> }> {
    await this.calculator.getByRole('link', { name }).click()
    await expect(this.page.locator('.hand-off__parameters')).toBeVisible()
    const parameters = await this.page
      .locator('.hand-off__parameters dd[data-parameter]')
      .evaluateAll((elements) =>
        Object.fromEntries(
          elements.map((element) => [
            element.getAttribute('data-parameter') ?? '',
            element.textContent ?? '',
          ]),
        ),
      )
    return { path: new URL(this.page.url()).pathname, parameters }
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The consent notice stays away (it would cover the calculator in screenshots). */
export async function withoutConsentNotice(context: BrowserContext, hosts: string[]) {
  await context.addCookies(
    hosts.map((host) => ({ name: 'consent', value: 'declined', domain: host, path: '/' })),
  )
}

/** The shop's month and year in Berlin now: the calendar designer's default start. */
export function berlinMonthAndYear(now = new Date()): { month: string; year: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now)
  return {
    month: parts.find((part) => part.type === 'month')!.value,
    year: parts.find((part) => part.type === 'year')!.value,
  }
}

/** Reads the reference backend's lead times for a market, as the page's loader does. */
export async function shippingInformation(channel: string, locale: string) {
  const response = await fetch(`${backendUrl}/web-api/shipping-information`, {
    headers: { 'x-channel': channel, 'x-locale': locale },
  })
  return (await response.json()).payload as Record<string, string | null>
}

export { shopPort }
