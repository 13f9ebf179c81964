import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Resilience and fuzz tests: real processes on loopback against the
 * production build in SHOP_BUILD_DIR (default build/). `npm test` runs them right after its
 * production build; run alone, the global setup builds when the build is missing.
 */
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('../../app', import.meta.url)) },
  },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/resilience/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/resilience/global-setup.ts'],
    // Each file starts its own backend, proxies and storefront; two at a time on two cores.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
})
