#!/usr/bin/env node
// The framework runs as published: every installed file of Remix, React Router and React is
// byte for byte the file of the tarball the lockfile names (same integrity). Run by `npm test`
// after the build, so neither the install nor the build may have changed them.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const checked = (name) =>
  name.startsWith('@remix-run/') ||
  ['react', 'react-dom', 'react-router', 'react-router-dom'].includes(name)

/** Every file below dir, relative to it, without nested node_modules. */
function filesOf(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesOf(path, base)
    return entry.isFile() ? [relative(base, path)] : []
  })
}

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
const entries = Object.entries(lock.packages)
  .filter(
    ([path, entry]) =>
      path.startsWith('node_modules/') &&
      !entry.link &&
      checked(path.slice(path.lastIndexOf('node_modules/') + 13)),
  )
  .map(([path, entry]) => ({
    path,
    name: path.slice(path.lastIndexOf('node_modules/') + 13),
    ...entry,
  }))

const work = mkdtempSync(join(tmpdir(), 'shop-deps-'))
const problems = []
try {
  for (const entry of entries) {
    const installed = join(root, entry.path)
    try {
      statSync(installed)
    } catch {
      continue // an optional or platform package not installed here
    }
    const dir = mkdtempSync(join(work, 'pkg-'))
    const [packed] = JSON.parse(
      execFileSync(
        'npm',
        [
          'pack',
          `${entry.name}@${entry.version}`,
          '--json',
          '--prefer-offline',
          '--pack-destination',
          dir,
        ],
        { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      ),
    )
    const tarball = join(dir, packed.filename)
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`
    if (integrity !== entry.integrity) {
      problems.push(
        `${entry.name}@${entry.version}: the registry's tarball does not have the lockfile's integrity`,
      )
      continue
    }
    execFileSync('tar', ['-xzf', tarball, '-C', dir])
    const published = join(dir, 'package')
    const expected = filesOf(published)
    const actual = new Set(filesOf(installed))
    for (const file of expected) {
      if (!actual.delete(file)) problems.push(`${entry.path}/${file}: missing`)
      else if (!readFileSync(join(published, file)).equals(readFileSync(join(installed, file))))
        problems.push(`${entry.path}/${file}: differs from the published file`)
    }
    for (const file of actual) problems.push(`${entry.path}/${file}: not in the published package`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

if (problems.length > 0) {
  console.error(
    `Installed framework packages differ from the lockfile's tarballs:\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(
  `${entries.length} framework packages are byte for byte as published (${entries.map((entry) => `${entry.name}@${entry.version}`).join(', ')})`,
)
