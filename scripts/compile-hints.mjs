#!/usr/bin/env node
// Explicit compile hints for the large browser chunks (ADR 136). V8 compiles a script's
// top level while it streams in, off the main thread, but each inner function only when it is
// first called, on the main thread. React DOM's bundle is one big CommonJS wrapper whose body
// runs at once, so its compile landed in the task that evaluates the page's modules. The magic
// comment `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other browsers read a comment)
// asks V8 to compile every function of the file eagerly, off the main thread. Only chunks of
// at least MIN_BYTES get it: small chunks cost little to compile lazily, and the comment adds
// bytes to each file. Run by `npm run build` after `remix build`; idempotent. The file keeps
// its hashed name: the name still stands for exactly one content.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
export const MIN_BYTES = 8 * 1024

/** The source with the hint in front, when it is a large chunk without one; else unchanged. */
export function withCompileHint(source, name) {
  if (source.startsWith(COMPILE_HINT) || Buffer.byteLength(source) < MIN_BYTES) return source
  // The route manifest is data, not functions.
  if (/^manifest-[^/]*\.js$/.test(name)) return source
  return COMPILE_HINT + source
}

/** Adds the hint to every large .js file under `dir`; returns the changed files. */
export function addCompileHints(dir) {
  const changed = []
  for (const entry of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(entry))
    if (!path.endsWith('.js') || !statSync(path).isFile()) continue
    const source = readFileSync(path, 'utf8')
    const hinted = withCompileHint(source, String(entry).split('/').pop())
    if (hinted !== source) {
      writeFileSync(path, hinted)
      changed.push(String(entry))
    }
  }
  return changed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = process.env.SHOP_BUILD_DIR
  const dir = buildDir ? join(buildDir, 'public', 'build') : join('public', 'build')
  const changed = addCompileHints(dir)
  console.log(`compile hints: ${changed.length} chunk(s) of at least ${MIN_BYTES / 1024} KB (ADR 136)`)
}
