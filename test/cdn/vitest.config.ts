import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The CDN suite: the production build as two storefront replicas, the
 * reference backend, Redis and nginx with the shipped `deploy/nginx/nginx.conf`, real
 * requests through the proxy. `npm test` runs it after the resilience tests; run alone it
 * builds first when the build is missing (the resilience suite's global setup).
 */
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('../../app', import.meta.url)) },
  },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/cdn/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/resilience/global-setup.ts'],
    // Each file runs its own stack of five processes: one file at a time on two cores.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
})
