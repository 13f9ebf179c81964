import { existsSync } from 'node:fs'
import { readConfig } from './config'
import { createLogger } from './log/logger'
import { recaptchaVerifier, turnstileVerifier } from './newsletter/captcha'
import { startBackend } from './server'

/** Entry point: `node build/backend/main.js` (or `tsx backend/src/main.ts`). */
async function main(): Promise<void> {
  const config = readConfig(process.env)
  if (!config.ok) {
    process.stderr.write(
      `Invalid backend configuration:\n${config.problems.map((p) => `  ${p}`).join('\n')}\nSee backend/README.md for every variable.\n`,
    )
    process.exit(1)
  }
  const env = config.env
  const logger = createLogger(env.BACKEND_LOG_LEVEL)
  const backend = await startBackend({
    host: env.BACKEND_HOST,
    port: env.BACKEND_PORT,
    dataDir: env.BACKEND_DATA_DIR,
    contentDir: env.BACKEND_CONTENT_DIR,
    publicToken: env.STORYBLOK_PUBLIC_TOKEN,
    previewToken: env.STORYBLOK_PREVIEW_TOKEN,
    storefrontUrl: env.STOREFRONT_URL,
    // The repository's table when present; a file named explicitly must exist.
    storefrontHostsFile:
      process.env.STOREFRONT_HOSTS_FILE || existsSync(env.STOREFRONT_HOSTS_FILE)
        ? env.STOREFRONT_HOSTS_FILE
        : undefined,
    captchaTestToken: env.CAPTCHA_TEST_TOKEN,
    clientAddressSecret: env.CLIENT_ADDRESS_SECRET,
    ...(env.BACKEND_LOCATION_DEFAULT ? { locationDefault: env.BACKEND_LOCATION_DEFAULT } : {}),
    requestLimit: { limit: env.REQUEST_LIMIT_PER_ADDRESS },
    hashGate: { concurrent: env.PASSWORD_HASH_CONCURRENCY, queued: env.PASSWORD_HASH_QUEUE },
    toolbox: {
      concurrent: env.TOOLBOX_CONCURRENCY,
      perAddress: { limit: env.TOOLBOX_UPLOADS_PER_MINUTE, windowMs: 60 * 1000 },
    },
    // Google's issuer and key set in production; the test issuer only when asked for.
    google: {
      testIssuer: env.GOOGLE_TEST_ISSUER,
      ...(env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID } : {}),
      ...(env.GOOGLE_ISSUER ? { issuers: env.GOOGLE_ISSUER } : {}),
      ...(env.GOOGLE_JWKS_URL ? { jwksUrl: env.GOOGLE_JWKS_URL } : {}),
    },
    // A real verifier replaces the embedded test token.
    captcha: env.TURNSTILE_SECRET_KEY
      ? turnstileVerifier({ secret: env.TURNSTILE_SECRET_KEY, verifyUrl: env.TURNSTILE_VERIFY_URL })
      : env.RECAPTCHA_SECRET_KEY
        ? recaptchaVerifier({
            secret: env.RECAPTCHA_SECRET_KEY,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
            minScore: env.RECAPTCHA_MIN_SCORE,
          })
        : undefined,
    logger,
  })

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'backend stopping')
    backend.close().then(
      () => {
        logger.info('backend stopped')
        process.exit(0)
      },
      (error: unknown) => {
        logger.error({ err: error }, 'backend failed to stop cleanly')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(
    `${JSON.stringify({ level: 'fatal', msg: 'backend failed to start', err: message })}\n`,
  )
  process.exit(1)
})
