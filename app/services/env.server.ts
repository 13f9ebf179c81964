import { isIP } from 'node:net'
import { z } from 'zod'
import {
  captchaProviders,
  isLoopbackUrl,
  resolveCaptchaSetup,
  type CaptchaSetup,
} from '~/domain/captcha'
import { parseCustomerFieldMap } from '~/domain/customer-fields'
import { builtInSecrets, secretProblems } from '~/domain/deployment-secrets'
import { isFlagName } from '~/domain/flags'
import { defaultTagManagerOrigin, parseTagManagerIds } from '~/domain/tag-manager'
import { setPublicPageMaxAge } from './cache-policy'

/**
 * The storefront's configuration, validated once at boot. Every upstream has an
 * embedded default: with no configuration the shop talks to the reference backend
 * on loopback and to the flags file in the repo.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The port the shop listens on; local http hosts keep it in absolute URLs. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  SHOP_API_URL: z.url().default('http://127.0.0.1:3001'),
  SHOP_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * Sign-up waits for the shop API's bounded hashing queue: 16 queued hashes of ~0.4 s on
   * 2 slots, with room.
   */
  SHOP_API_SIGN_UP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The market suggestion's location is worth no longer a wait than this. */
  LOCATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(800),
  STORYBLOK_TOKEN: z.string().default('local-public-token'),
  STORYBLOK_PREVIEW_TOKEN: z.string().default('local-preview-token'),
  STORYBLOK_ENDPOINT: z.url().default('http://127.0.0.1:3001/v2'),
  STORYBLOK_SPACE_ID: z.string().regex(/^\d+$/).default('287465'),
  STORYBLOK_WEBHOOK_SECRET: z.string().min(16).default(builtInSecrets.STORYBLOK_WEBHOOK_SECRET),
  STORYBLOK_CV_REFRESH_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  /** Where browsers load CMS images from; the reference default proxies through the shop. */
  IMAGE_BASE_URL: z.string().default('/cms-assets'),
  /** The image service behind `/cms-assets` (the reference backend by default). */
  CMS_ASSET_ORIGIN: z.url().default('http://127.0.0.1:3001'),
  /** Host table override: a JSON file path; the shop's own table is used otherwise. */
  HOSTS_FILE: z.string().optional(),
  TRUST_FORWARDED_HOST: booleanish.default(false),
  /**
   * Proxies in front of the shop that may name the client, as Express's `trust proxy`: empty/0
   * none, a hop count, or addresses and ranges.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, issue) => {
      const parsed = trustProxySetting(value)
      if (parsed === undefined)
        issue.addIssue({
          code: 'custom',
          message:
            'expected 0, a hop count from 1 to 10, or a comma list of IP addresses and ranges (10.0.0.0/8, fd00::/8)',
        })
      return parsed ?? false
    }),
  /** The shop API's session and anonymous-basket cookie names (a real shop API may differ). */
  SESSION_COOKIE_NAME: z
    .string()
    .regex(
      /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}$/,
      "a cookie name (letters, digits, !#$%&'*+-.^_`|~)",
    )
    .default('shop_session'),
  BASKET_COOKIE_NAME: z
    .string()
    .regex(
      /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}$/,
      "a cookie name (letters, digits, !#$%&'*+-.^_`|~)",
    )
    .default('shop_basket'),
  /**
   * Where a real shop API keeps the customer's fields: JSON, the shop's field to a path in the
   * answer's payload.
   */
  CUSTOMER_DATA_FIELDS: z
    .string()
    .default('')
    .transform((value, issue) => {
      const parsed = parseCustomerFieldMap(value)
      if (!parsed.ok) issue.addIssue({ code: 'custom', message: parsed.problem })
      return parsed.ok ? parsed.map : {}
    }),
  /** Shared with the shop API: proves the storefront names the shopper's address. */
  CLIENT_ADDRESS_SECRET: z.string().min(16).default(builtInSecrets.CLIENT_ADDRESS_SECRET),
  /** Limit this deployment to one channel: `cards`, `wallart` or both (comma-separated). */
  ENABLED_CHANNELS: z
    .string()
    .default('cards,wallart')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['cards', 'wallart'])).min(1)),
  STORYBLOK_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
  /**
   * How long the CDN keeps anonymous pages (their s-maxage); shorter makes a publish visible sooner
   * without a purge.
   */
  CDN_PAGE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * The caching proxies a publish purges (comma-separated URLs; each gets a `PURGE` naming the
   * changed stories' surrogate keys); unset: pages live there until their s-maxage.
   */
  CDN_PURGE_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /**
   * Shared state for many replicas (upstream cache, publish fan-out, content rate limit); unset:
   * in-process only.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')
    .optional(),
  /** Where `/configurator-*` hands off to (the designer application); unset: a hand-off page. */
  DESIGNER_ORIGIN: z.url().optional(),
  /** Where basket, checkout, orders … live; unset: a page that says so. */
  SHOP_APPS_ORIGIN: z.url().optional(),
  SPLIT_SDK_KEY: z.string().optional(),
  SPLIT_FLAGS_FILE: z.string().optional(),
  /**
   * Experiments whose arm the caching proxy assigns: comma-separated flag names. For
   * these the shop renders the arm of the `X-Shop-Arm-{flag}` request header the proxy sets and
   * keeps the page cacheable (Vary on that header). Unset: Split decides every flag.
   */
  EDGE_EXPERIMENTS: z
    .string()
    .default('')
    .transform((value, issue) => {
      const names = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
      for (const name of names)
        if (!isFlagName(name))
          issue.addIssue({ code: 'custom', message: `not a flag name: ${name.slice(0, 100)}` })
      return names
    }),
  /** Accept forced treatments from the URL (`?ff-{flag}=on`) in production too. */
  ALLOW_FORCED_FLAGS: booleanish.default(false),
  DEBUG_ERRORS: booleanish.default(false),
  /**
   * The captcha on the newsletter form and challenged logins; unset: `test` on a loopback
   * shop API, else `off`.
   */
  CAPTCHA_PROVIDER: z.enum(captchaProviders).optional(),
  /** The provider's site key (public), for `turnstile` and `recaptcha`. */
  CAPTCHA_SITE_KEY: z.string().trim().min(1).max(200).optional(),
  /**
   * The reference backend's test token, sent by `test`; must match the backend's
   * `CAPTCHA_TEST_TOKEN`.
   */
  CAPTCHA_TEST_TOKEN: z.string().min(1).default('test-captcha-token'),
  /**
   * Allows `test` in production against a shop API on another host: only where the reference
   * backend stands in (compose).
   */
  CAPTCHA_ALLOW_TEST_TOKEN: booleanish.default(false),
  /** Extra script sources the CSP allows (consent manager, messenger widget, tag manager). */
  CSP_SCRIPT_SOURCES: z.string().default(''),
  CSP_CONNECT_SOURCES: z.string().default(''),
  CSP_IMG_SOURCES: z.string().default(''),
  CSP_FRAME_SOURCES: z.string().default(''),
  /**
   * The tag manager per market: JSON from a market key (`cards-DE`), a channel or `*` to a
   * GTM-/G- id; unset: none.
   */
  TAG_MANAGER_IDS: z
    .string()
    .default('')
    .transform((value, issue) => {
      const parsed = parseTagManagerIds(value)
      if (!parsed.ok) issue.addIssue({ code: 'custom', message: parsed.problem })
      return parsed.ok ? parsed.ids : {}
    }),
  /** Where the tag manager's script comes from (the reference backend in the tests). */
  TAG_MANAGER_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default(defaultTagManagerOrigin)
    .transform((value) => new URL(value).origin),
  /** Google sign-in's OAuth client id; unset: no Google sign-in, nothing in the CSP. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  /** Where Google Identity Services' `gsi/client` comes from (the reference backend in tests). */
  GOOGLE_IDENTITY_SCRIPT_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com')
    .transform((value) => new URL(value).origin),
  /** The sign-in page of the redirect flow without JavaScript (the test issuer's in tests). */
  GOOGLE_AUTHORIZE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  /** Where the redirect flow exchanges its code for the ID token. */
  GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
  /**
   * The OAuth client's secret, for the code exchange of the redirect flow (sign-in without
   * JavaScript); unset: only the button signs in.
   */
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** Signs Google sign-in's state and nonce cookies (a placeholder stops production with it on). */
  GOOGLE_COOKIE_SECRET: z.string().min(16).default(builtInSecrets.GOOGLE_COOKIE_SECRET),
  /** Strict-Transport-Security max-age in seconds (browsers ignore it over plain http); 0 leaves it out. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31_536_000),
  /**
   * The share of page views (0 to 1) whose Core Web Vitals the browser sends, once the shopper
   * has accepted statistics.
   */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Bearer token for /metrics; unset: no metrics endpoint. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How long a SIGTERM waits for in-flight requests before the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type Env = z.infer<typeof EnvSchema>

let cached: Env | undefined

/** Parses the environment once; prints a clear message and exits on invalid configuration. */
export function env(): Env {
  if (cached) return cached
  const result = EnvSchema.safeParse(process.env)
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    console.error(`Invalid configuration:\n${problems}\nSee .env.example for every variable.`)
    process.exit(1)
  }
  const captcha = resolveCaptchaSetup({
    provider: result.data.CAPTCHA_PROVIDER,
    siteKey: result.data.CAPTCHA_SITE_KEY,
    testToken: result.data.CAPTCHA_TEST_TOKEN,
    shopApiUrl: result.data.SHOP_API_URL,
    production: result.data.NODE_ENV === 'production',
    allowTestToken: result.data.CAPTCHA_ALLOW_TEST_TOKEN,
  })
  const problems = [
    ...(captcha.ok ? [] : [`CAPTCHA_PROVIDER: ${captcha.problem}`]),
    ...secretProblems({
      production: result.data.NODE_ENV === 'production',
      embedded: isLoopbackUrl(result.data.SHOP_API_URL),
      STORYBLOK_WEBHOOK_SECRET: result.data.STORYBLOK_WEBHOOK_SECRET,
      CLIENT_ADDRESS_SECRET: result.data.CLIENT_ADDRESS_SECRET,
      METRICS_TOKEN: result.data.METRICS_TOKEN,
      googleSignIn: Boolean(result.data.GOOGLE_CLIENT_ID),
      GOOGLE_COOKIE_SECRET: result.data.GOOGLE_COOKIE_SECRET,
    }),
  ]
  if (!captcha.ok || problems.length > 0) {
    console.error(
      `Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}\nSee .env.example for every variable.`,
    )
    process.exit(1)
  }
  cached = result.data
  captchaSetup = captcha.setup
  captchaWarning = captcha.warning
  setPublicPageMaxAge(cached.CDN_PAGE_MAX_AGE_SECONDS)
  return cached
}

let captchaSetup: CaptchaSetup | undefined
let captchaWarning: string | undefined

/** The captcha this storefront renders, resolved with the configuration. */
export function captcha(): CaptchaSetup {
  env()
  return captchaSetup!
}

/** Why the newsletter form is off, when it is: logged once at boot. */
export function captchaBootWarning(): string | undefined {
  env()
  return captchaWarning
}

/**
 * `TRUSTED_PROXIES` as Express's `trust proxy` setting: false (the socket peer is the client), a
 * hop count, or a list of addresses and CIDR ranges; undefined when invalid.
 */
export function trustProxySetting(value: string): false | number | string[] | undefined {
  const text = value.trim()
  if (text === '' || text === '0') return false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops >= 1 && hops <= 10 ? hops : undefined
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/')
    const version = isIP(address)
    if (rest.length > 0 || version === 0) return false
    return (
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
    )
  })
  return entries.length > 0 && valid ? entries : undefined
}
