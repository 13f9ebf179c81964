import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const app = dirname(fileURLToPath(import.meta.url))

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name) ? [path] : []
  })
}

/** The file an import specifier names, if it is one of the app's browser modules. */
function resolved(from: string, specifier: string): string | undefined {
  if (specifier.includes('.server')) return undefined
  const base = specifier.startsWith('~/')
    ? join(app, specifier.slice(2))
    : resolve(dirname(from), specifier)
  return [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')].find((path) => {
    try {
      return statSync(path).isFile()
    } catch {
      return false
    }
  })
}

/** Every entry of the browser build: the app's own, its route modules, each dynamic import. */
function browserEntries(): string[] {
  const entries = new Set([join(app, 'entry.client.tsx'), join(app, 'root.tsx')])
  for (const route of readdirSync(join(app, 'routes'))) {
    const path = join(app, 'routes', route)
    // Resource routes (no default export) have an empty browser module.
    if (/export (default|\{[^}]*\bdefault\b)/.test(readFileSync(path, 'utf8'))) entries.add(path)
  }
  for (const file of sourceFiles(app)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
      const target = resolved(file, match[1]!)
      if (target) entries.add(target)
    }
  }
  return [...entries].sort()
}

describe('the shared chunk', () => {
  it('is imported by every entry of the browser build', () => {
    const entries = browserEntries()
    expect(entries.length).toBeGreaterThan(30)
    const missing = entries
      .filter((path) => !/^import '~\/shared-chunk'$/m.test(readFileSync(path, 'utf8')))
      .map((path) => relative(app, path))
    expect(missing).toEqual([])
  })
})
