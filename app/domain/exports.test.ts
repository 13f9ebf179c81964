import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A rule no shopper can reach is not done. Every export of app/domain is used by code
 * that is not a test: another module (a page, a service, another rule) or its own module's
 * used code (a type in a signature, a table a used function reads).
 */
const root = join(__dirname, '..', '..')
const sourceDirs = ['app', 'contracts', 'server', 'backend/src']

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const isSource = (file: string) => /\.(tsx?|m?js)$/.test(file) && !/\.test\.tsx?$/.test(file)
// remix.config.js makes the localised pages' routes from app/domain.
const sources = new Map(
  [...sourceDirs.flatMap((dir) => walk(join(root, dir))), join(root, 'remix.config.js')]
    .filter(isSource)
    .map((file) => [file, readFileSync(file, 'utf8')] as const),
)

function unusedExports(): string[] {
  const unused: string[] = []
  for (const [file, text] of sources) {
    if (!relative(root, file).startsWith(join('app', 'domain'))) continue
    const exported = text.matchAll(
      /^export (?:declare )?(?:async )?(?:const|let|function|type|interface|class|enum) (\w+)/gm,
    )
    for (const [, name] of exported) {
      const word = new RegExp(`\\b${name}\\b`, 'g')
      const inside = (text.match(word) ?? []).length > 1
      const elsewhere = [...sources].some(([other, code]) => other !== file && word.test(code))
      if (!inside && !elsewhere) unused.push(`${relative(root, file)}: ${name}`)
    }
  }
  return unused
}

describe('app/domain', () => {
  it('exports nothing that only tests use', () => {
    expect(unusedExports()).toEqual([])
  })
})
