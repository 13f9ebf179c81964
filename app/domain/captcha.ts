/**
 * The captcha on the newsletter form and on a login the shop API challenges: a
 * real provider's widget (Turnstile or reCAPTCHA v2), the reference backend's test token
 * where that backend is the shop API, or none (the newsletter form is then switched off).
 */

export const captchaProviders = ['turnstile', 'recaptcha', 'test', 'off'] as const
export type CaptchaProvider = (typeof captchaProviders)[number]
export type WidgetProvider = 'turnstile' | 'recaptcha'

/** What a form renders for its captcha. */
export type CaptchaWidget =
  | { kind: 'test'; name: 'recaptchaToken'; value: string }
  | { kind: WidgetProvider; siteKey: string }

/**
 * The providers' browser scripts (explicit rendering, a global callback once loaded) and the
 * origins the CSP must allow.
 */
export const widgetProviders: Record<
  WidgetProvider,
  { script: string; origins: string[]; responseField: string }
> = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=',
    origins: ['https://challenges.cloudflare.com'],
    responseField: 'cf-turnstile-response',
  },
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js?render=explicit&onload=',
    origins: ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com'],
    responseField: 'g-recaptcha-response',
  },
}

/** The fields a captcha token may arrive in: the test token's, then what the widgets post. */
export const captchaTokenFields = [
  'recaptchaToken',
  widgetProviders.turnstile.responseField,
  widgetProviders.recaptcha.responseField,
] as const

export type CaptchaSetup = { provider: CaptchaProvider; siteKey?: string; testToken: string }

export type CaptchaSetupInput = {
  provider?: CaptchaProvider
  siteKey?: string
  testToken: string
  shopApiUrl: string
  production: boolean
  /**
   * Set where the reference backend stands in for the shop API on another host (the compose
   * example).
   */
  allowTestToken: boolean
}

export type CaptchaSetupResult =
  { ok: true; setup: CaptchaSetup; warning?: string } | { ok: false; problem: string }

/** True for a URL on this machine: where `npm start` and the tests run the reference backend. */
export function isLoopbackUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return (
    host === 'localhost' || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  )
}

/**
 * Which captcha the storefront renders. Unset: the test token when the shop API is the
 * reference backend on this machine, otherwise none (the newsletter form off, with a
 * warning). The test token is refused at boot in production against any other shop API:
 * a real shop API must not accept it, and a shop that sends it has no captcha at all.
 */
export function resolveCaptchaSetup(input: CaptchaSetupInput): CaptchaSetupResult {
  const { provider, siteKey, testToken, shopApiUrl, production, allowTestToken } = input
  const embedded = isLoopbackUrl(shopApiUrl)
  const off = (why: string): CaptchaSetupResult => ({
    ok: true,
    setup: { provider: 'off', testToken },
    warning: `${why}: the newsletter form is switched off. Set CAPTCHA_PROVIDER=turnstile or recaptcha with CAPTCHA_SITE_KEY (and the shop API's secret) to switch it on.`,
  })
  switch (provider) {
    case 'turnstile':
    case 'recaptcha':
      if (!siteKey)
        return {
          ok: false,
          problem: `CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY (the provider's site key for this shop's hosts).`,
        }
      return { ok: true, setup: { provider, siteKey, testToken } }
    case 'test':
      if (production && !embedded && !allowTestToken) {
        return {
          ok: false,
          problem:
            `CAPTCHA_PROVIDER=test sends the reference backend's test token, but the shop API (${new URL(shopApiUrl).host}) is not the reference backend on this machine. ` +
            'Configure a real captcha (CAPTCHA_PROVIDER=turnstile or recaptcha with CAPTCHA_SITE_KEY), or CAPTCHA_PROVIDER=off to switch the newsletter form off. ' +
            'Only where the reference backend stands in for the shop API on another host, CAPTCHA_ALLOW_TEST_TOKEN=true allows it.',
        }
      }
      return { ok: true, setup: { provider: 'test', testToken } }
    case 'off':
      return off('CAPTCHA_PROVIDER=off')
    case undefined:
      return embedded
        ? { ok: true, setup: { provider: 'test', testToken } }
        : off(
            'No captcha is configured (CAPTCHA_PROVIDER) for the shop API at ' +
              new URL(shopApiUrl).host,
          )
  }
}

/** The widget a form renders; null when the captcha is off. */
export function captchaWidgetOf(setup: CaptchaSetup): CaptchaWidget | null {
  if (setup.provider === 'test')
    return { kind: 'test', name: 'recaptchaToken', value: setup.testToken }
  if (setup.provider === 'off' || !setup.siteKey) return null
  return { kind: setup.provider, siteKey: setup.siteKey }
}

/** The origins the page's CSP must allow for the widget's script and frame. */
export function captchaOrigins(setup: CaptchaSetup): string[] {
  return setup.provider === 'turnstile' || setup.provider === 'recaptcha'
    ? widgetProviders[setup.provider].origins
    : []
}

/** The captcha token of a posted form, from whichever field the configured widget fills. */
export function captchaTokenOf(form: { get(name: string): unknown }): string {
  for (const field of captchaTokenFields) {
    const value = form.get(field)
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 4096)
  }
  return ''
}
