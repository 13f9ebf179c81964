import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { consented, newEmail, signUpViaApi, useSession } from './extras-support'
import { marketUrl, test } from './support'

/** Serious or critical axe violations (WCAG 2.1 A and AA) of the issue-12 pages. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }))
}

test.describe('the issue-12 pages have no serious accessibility violations (WCAG 2.1 AA, axe)', () => {
  // axe walks the whole server-rendered chrome (burger levels, flyouts, footer): slow on a loaded
  // machine.
  test.describe.configure({ timeout: 90_000 })
  // axe runs as a script inside the page; the no-JS project's pages cannot run it. The
  // server-rendered markup is the same in both projects, so the js project checks it.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe needs JavaScript in the page')

  test('gift voucher, voucher code, accessories, market switch, wishlist, theme toggle and whitelabel pages', async ({
    page,
    request,
  }) => {
    test.slow()
    await consented(page)
    const anonymous = [
      '/geschenkgutschein',
      '/gutschein-einloesen',
      '/kartenzubehoer?accessoryType=envelope&sizeClass=large&quantity=25',
      '/kartenzubehoer?accessoryType=sample&quantity=5',
      '/land-und-sprache?from=%2Ffotokalender',
      '/themes/1001',
    ]
    for (const path of anonymous) {
      await page.goto(marketUrl('localhost', path))
      expect(await seriousViolations(page), path).toEqual([])
    }
    await useSession(page, await signUpViaApi(request, newEmail('a11y', 'whitelabel.test')))
    for (const path of [
      '/mein-konto/merkliste',
      '/mein-konto/whitelabel-bestellungen',
      '/themes/1002',
    ]) {
      await page.goto(marketUrl('localhost', path))
      expect(await seriousViolations(page), path).toEqual([])
    }
  })
})
