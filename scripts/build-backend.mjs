#!/usr/bin/env node
// Bundles the reference backend (backend/src/main.ts) into build/backend/main.js and copies
// its SQL migrations next to it (build/backend/migrations/), where the bundle looks for them.
// Native and worker-using packages stay external and load from node_modules at run time.
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'build', 'backend')
const started = Date.now()

rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

await build({
  entryPoints: [join(root, 'backend', 'src', 'main.ts')],
  outfile: join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: ['better-sqlite3', 'sharp', 'pino'],
  // Bundled CommonJS dependencies may call require(); give them one in the ESM bundle.
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
})

cpSync(join(root, 'backend', 'src', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true })

console.log(`backend built to build/backend/main.js in ${Date.now() - started} ms`)
