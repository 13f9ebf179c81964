import { resolve } from 'node:path'
import { z } from 'zod'

const EnvSchema = z.object({
  BACKEND_HOST: z.string().trim().min(1).default('127.0.0.1'),
  BACKEND_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  BACKEND_DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Default: the repo's backend/content, relative to the working directory. */
  BACKEND_CONTENT_DIR: z.string().trim().min(1).default('backend/content'),
  BACKEND_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  STORYBLOK_PUBLIC_TOKEN: z.string().trim().min(1).default('local-public-token'),
  STORYBLOK_PREVIEW_TOKEN: z.string().trim().min(1).default('local-preview-token'),
  STOREFRONT_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /**
   * The storefront's host table: e-mail links per market; relative to the working
   * directory.
   */
  STOREFRONT_HOSTS_FILE: z.string().trim().min(1).default('config/hosts.json'),
  /**
   * Shared with the storefront: only with it does `X-Shop-Client-Address` name the shopper.
   */
  CLIENT_ADDRESS_SECRET: z.string().trim().min(16).default('local-client-address-secret-change-me'),
  /** Sign-ups, newsletter and reset requests per client address in 10 minutes. */
  /** The country loopback addresses are in (`/api/get-location/`); unset: none. */
  BACKEND_LOCATION_DEFAULT: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code such as CH.')
    .optional(),
  REQUEST_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Password hashes at once and waiting; beyond, a fast 503. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  /** Toolbox conversions at once; beyond, a fast 503. */
  TOOLBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Toolbox uploads one client address may start per minute; beyond, 429. */
  TOOLBOX_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(12),
  CAPTCHA_TEST_TOKEN: z.string().trim().min(1).default('test-captcha-token'),
  /** When set, newsletter captcha tokens are verified with Google reCAPTCHA instead. */
  RECAPTCHA_SECRET_KEY: z.string().trim().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /**
   * When set, captcha tokens are verified with Cloudflare Turnstile instead (the storefront's
   * CAPTCHA_PROVIDER=turnstile).
   */
  TURNSTILE_SECRET_KEY: z.string().trim().min(1).optional(),
  TURNSTILE_VERIFY_URL: z
    .url()
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Google sign-in's audience: the storefront's GOOGLE_CLIENT_ID. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  /**
   * Accepted ID-token issuers, comma-separated (Google: `https://accounts.google.com,
   * accounts.google.com`); unset: the test issuer.
   */
  GOOGLE_ISSUER: z
    .string()
    .trim()
    .min(1)
    .transform((value) =>
      value
        .split(',')
        .map((issuer) => issuer.trim())
        .filter(Boolean),
    )
    .optional(),
  /**
   * Google's key set (`https://www.googleapis.com/oauth2/v3/certs`); unset: the test issuer's
   * when GOOGLE_TEST_ISSUER is on, else Google sign-in refuses every token.
   */
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * `1`: the test issuer for tests, on a loopback BACKEND_HOST only; its token endpoint
   * signs anyone in as any customer.
   */
  GOOGLE_TEST_ISSUER: z
    .enum(['0', '1', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .default(false),
})

export type BackendEnv = z.infer<typeof EnvSchema>

/** Only this machine can reach a server bound to it. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

export type ConfigResult = { ok: true; env: BackendEnv } | { ok: false; problems: string[] }

/** Validates the backend's environment. Empty strings count as unset. */
export function readConfig(
  source: Readonly<Record<string, string | undefined>>,
  cwd = process.cwd(),
): ConfigResult {
  const cleaned: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.shape)) {
    const value = source[key]
    if (value !== undefined && value !== '') cleaned[key] = value
  }
  const result = EnvSchema.safeParse(cleaned)
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => {
        const key = issue.path.join('.')
        return `${key}=${JSON.stringify(cleaned[key] ?? '')}: ${issue.message}`
      }),
    }
  }
  const env = result.data
  // Reachable from other machines, the default secret lets anyone choose the address the
  // per-address limits see.
  if (!isLoopbackHost(env.BACKEND_HOST) && /change[-_ ]?me/i.test(env.CLIENT_ADDRESS_SECRET))
    return {
      ok: false,
      problems: [
        `CLIENT_ADDRESS_SECRET: the default or a placeholder while BACKEND_HOST=${env.BACKEND_HOST} is reachable from other machines; set the storefront's own secret (16 characters or more).`,
      ],
    }
  const googleProblems = [
    ...(env.GOOGLE_TEST_ISSUER && !isLoopbackHost(env.BACKEND_HOST)
      ? [
          `GOOGLE_TEST_ISSUER: the test issuer signs anyone in as any customer; it runs only on a loopback BACKEND_HOST, not ${env.BACKEND_HOST}.`,
        ]
      : []),
    ...(env.GOOGLE_TEST_ISSUER && env.GOOGLE_JWKS_URL
      ? ['GOOGLE_TEST_ISSUER: set together with GOOGLE_JWKS_URL; choose Google or the test issuer.']
      : []),
  ]
  if (googleProblems.length > 0) return { ok: false, problems: googleProblems }
  return {
    ok: true,
    env: {
      ...env,
      BACKEND_DATA_DIR: resolve(cwd, env.BACKEND_DATA_DIR),
      BACKEND_CONTENT_DIR: resolve(cwd, env.BACKEND_CONTENT_DIR),
      STOREFRONT_HOSTS_FILE: resolve(cwd, env.STOREFRONT_HOSTS_FILE),
    },
  }
}
