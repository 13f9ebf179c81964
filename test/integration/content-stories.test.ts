/**
 * The reference content is generated (backend/content/README.md): the committed stories are
 * exactly what the generator makes from the copy and the templates, every language's catalogue
 * copy is complete (every page the chrome links to exists), and the stories and
 * assets pass the content check.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const content = join(root, 'backend/content')
const out = mkdtempSync(join(tmpdir(), 'stories-'))

afterAll(() => rmSync(out, { recursive: true, force: true }))

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

const run = (script: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(content, script)], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })

describe('reference content', () => {
  it('every language’s catalogue copy is complete', () => {
    const result = run('check-catalogue.mjs')
    expect(result.stdout).not.toMatch(/missing|placeholder/)
    expect(result.status).toBe(0)
  })

  it('the committed stories are the generator’s output', () => {
    const result = run('generate-stories.mjs', { STORIES_OUT: out })
    expect(result.status, result.stderr).toBe(0)
    const committed = filesOf(join(content, 'stories'))
    expect(filesOf(out)).toEqual(committed)
    const stale = committed.filter(
      (file) =>
        readFileSync(join(out, file), 'utf8') !==
        readFileSync(join(content, 'stories', file), 'utf8'),
    )
    expect(stale, 'regenerate: node backend/content/generate-stories.mjs').toEqual([])
  }, 60_000)

  it('stories and assets pass the content check', () => {
    const result = run('check.mjs')
    expect(result.status, result.stdout + result.stderr).toBe(0)
  }, 60_000)
})
