import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { backendUrl, marketUrl } from './support'

/**
 * Helpers of the extras specs (wishlist, vouchers, accessories, whitelabel, market switcher; issue
 * 12).
 */

export const password = 'Merkliste-2027!'
export const cardsDe = { 'x-channel': 'cards-DE', 'x-locale': 'de-DE' }

/** A fresh address per test and project, so no two tests share an account. */
export function newEmail(label: string, domain = 'example.test'): string {
  return `extras-${label}-${randomUUID().slice(0, 8)}@${domain}`
}

/** The consent notice would cover the page: every host the test visits has answered it. */
export async function consented(page: Page, hosts: string[] = ['localhost']) {
  await page
    .context()
    .addCookies(
      hosts.map((host) => ({ name: 'consent', value: 'granted', url: marketUrl(host, '/') })),
    )
}

/**
 * A customer made through the shop API (the sign-up page is another issue's); answers the session
 * cookie's value.
 */
export async function signUpViaApi(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${backendUrl}/web-api/customer-signup`, {
    headers: cardsDe,
    data: { email, password, firstName: 'Mia', lastName: 'Merkel' },
  })
  expect(response.status()).toBe(200)
  const cookie = response.headers()['set-cookie'] ?? ''
  const session = /shop_session=([^;]+)/.exec(cookie)?.[1]
  expect(session).toBeTruthy()
  return session!
}

/** Puts a session into the browser as if the shopper had logged in on the host. */
export async function useSession(page: Page, session: string, host = 'localhost') {
  await page.context().addCookies([
    {
      name: 'shop_session',
      value: session,
      url: marketUrl(host, '/'),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
}

/** Logs in on the login page the shopper was sent to (it keeps its `redirectTo`). */
export async function logInHere(page: Page, email: string) {
  await page.locator('form[data-form="login"] input[name="email"]').fill(email)
  await page.locator('form[data-form="login"] input[name="password"]').fill(password)
  await page.locator('form[data-form="login"] button[type="submit"]').click()
}

/** The header's basket count. */
export const cartCount = (page: Page) => page.locator('header .cart-count')
