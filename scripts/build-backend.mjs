#!/usr/bin/env node
// Bundles the reference backend (backend/src/main.ts) into build/backend/main.js and copies
// its SQL migrations next to it (build/backend/migrations/), where the bundle looks for them.
// Native and worker-using packages stay external and load from node_modules at run time.
// `--outdir <dir>` builds elsewhere (the backend's own bundle test); it must stay inside the
// repo so the external packages still resolve from node_modules.
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// SHOP_BUILD_DIR puts the build beside others' (see remix.config.js); default build/.
// `--outdir <dir>` overrides both (the backend's bundle test uses it).
const outArg = process.argv.indexOf('--outdir')
const outDir =
  outArg > 0 && process.argv[outArg + 1]
    ? resolve(process.argv[outArg + 1])
    : resolve(root, process.env.SHOP_BUILD_DIR ?? 'build', 'backend')
const started = Date.now()

rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

// The toolbox converts PDFs in a worker thread, which loads its own script beside main.js.
await build({
  entryPoints: {
    main: join(root, 'backend', 'src', 'main.ts'),
    'pdf-worker': join(root, 'backend', 'src', 'toolbox', 'pdf-worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // esbuild only bundles the toolbox's worker when the backend runs from source.
  external: ['better-sqlite3', 'sharp', 'pino', 'esbuild'],
  // Bundled CommonJS dependencies may call require(); give them one in the ESM bundle.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
})

cpSync(join(root, 'backend', 'src', 'db', 'migrations'), join(outDir, 'migrations'), {
  recursive: true,
})

console.log(
  `backend built to ${relative(root, join(outDir, 'main.js'))} in ${Date.now() - started} ms`,
)
