#!/usr/bin/env node
// `npm test`: type-check, lint and format check, unit and integration tests (vitest), the
// production build, a check that the framework packages are as published, the resilience and
// fuzz tests against it, the CDN suite (nginx and Redis in front of two replicas), then the
// end-to-end tests (Playwright, projects js and no-js) against that build and a reference
// backend on free ports with a fresh data directory.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { freePort, run } from './lib.mjs'

const step = (name) => console.log(`\n▶ ${name}`)

// The type-check and ESLint then Prettier side by side: each is single-threaded, the machine has two
// cores.
step('Type-check, lint and format')
await Promise.all([
  run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']),
  run(process.execPath, ['node_modules/eslint/bin/eslint.js', '.']).then(() =>
    run(process.execPath, [
      'node_modules/prettier/bin/prettier.cjs',
      '--check',
      '.',
      '--log-level',
      'warn',
    ]),
  ),
])

step('Unit and integration tests')
await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run'])

step('Production build')
await run('npm', ['run', '--silent', 'build'])

// Install and build left the framework as published: no patched dependency.
step('Framework packages as published')
await run(process.execPath, ['scripts/verify-dependencies.mjs'])

// Faults, hostile input and nothing lost, against that build.
step('Resilience and fuzz tests')
await run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--config',
  'test/resilience/vitest.config.ts',
])

// The shipped nginx configuration in front of two replicas sharing Redis.
step('CDN suite')
await run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--config',
  'test/cdn/vitest.config.ts',
])

step('End-to-end tests')
const chromium = ensureChromium()
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
try {
  await run(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
    {
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(await freePort()),
        E2E_BACKEND_PORT: String(await freePort()),
        E2E_DATA_DIR: dataDir,
      },
    },
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
