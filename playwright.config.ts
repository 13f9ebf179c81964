import { defineConfig } from '@playwright/test'

// Ports and the data directory come from scripts/test.mjs (free ports, a fresh directory),
// so every worker sees the same values.
const port = Number(process.env.E2E_PORT ?? 4300)
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4301)
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'
const backendUrl = `http://127.0.0.1:${backendPort}`
const buildDir = process.env.SHOP_BUILD_DIR ?? 'build'

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // Playwright's own default for CI: one retry, so a timing flake on a loaded machine does not hide
  // the run's result; the list reporter names every retried test.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'no-js', use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: `node ${buildDir}/backend/main.js`,
      url: `${backendUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      // Every test signs up from 127.0.0.1: the per-address request limit would stop the
      // suite.
      env: {
        BACKEND_PORT: String(backendPort),
        BACKEND_DATA_DIR: dataDir,
        STOREFRONT_URL: `http://localhost:${port}`,
        REQUEST_LIMIT_PER_ADDRESS: '100000',
        // The storefront's Google sign-in signs in with the test issuer, on loopback.
        GOOGLE_TEST_ISSUER: '1',
      },
    },
    {
      // The production server, on the build in SHOP_BUILD_DIR.
      command: 'node server/main.mjs',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        SHOP_BUILD_DIR: buildDir,
        SHOP_API_URL: backendUrl,
        STORYBLOK_ENDPOINT: `${backendUrl}/v2`,
        CMS_ASSET_ORIGIN: backendUrl,
        // The reference backend's stand-in for the tag manager: tag-manager.spec.ts.
        TAG_MANAGER_IDS: JSON.stringify({ '*': 'GTM-E2ETEST', 'wallart-DE': 'G-E2ETEST' }),
        TAG_MANAGER_ORIGIN: backendUrl,
        // Google sign-in against the reference backend's test issuer.
        GOOGLE_CLIENT_ID: 'printhaus-test.apps.googleusercontent.com',
        GOOGLE_IDENTITY_SCRIPT_ORIGIN: backendUrl,
        GOOGLE_AUTHORIZE_URL: `${backendUrl}/google-test-issuer/authorize`,
        GOOGLE_TOKEN_URL: `${backendUrl}/google-test-issuer/oauth-token`,
        GOOGLE_CLIENT_SECRET: 'printhaus-test-client-secret',
        LOG_LEVEL: 'warn',
        // The test browser stands behind one proxy hop: X-Forwarded-For names its address, so a
        // test can be in another country (the location suggestion).
        TRUSTED_PROXIES: '1',
        // Two browsers and two servers starting on a small machine: a first lookup may be slow.
        LOCATION_TIMEOUT_MS: '3000',
      },
    },
  ],
})
