#!/usr/bin/env node
// `npm run test:e2e`: only the end-to-end tests, against the current build.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { freePort, run } from './lib.mjs'

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
try {
  await run(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
    {
      env: {
        ...process.env,
        CHROMIUM_PATH: ensureChromium(),
        E2E_PORT: String(await freePort()),
        E2E_BACKEND_PORT: String(await freePort()),
        E2E_DATA_DIR: dataDir,
      },
    },
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
