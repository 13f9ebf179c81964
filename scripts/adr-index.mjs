#!/usr/bin/env node
// Writes docs/decisions/README.md: every ADR with its number, title and status (from its
// `Status:` line; accepted when it has none). `--check` fails when the index is out of date
// (run by the unit tests), so a new ADR cannot be forgotten.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url))

export function adrIndex() {
  const rows = readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8')
      const title = (text.match(/^# (.+)$/m)?.[1] ?? name).replace(/^\d+\.\s*/, '')
      const status = text.match(/^Status:\s*(.+)$/m)?.[1]?.trim() ?? 'accepted'
      const short = /^superseded/i.test(status)
        ? status.replace(/\s*\(.*$/, '').replace(/[.;].*$/, '')
        : /^accepted/i.test(status)
          ? 'accepted'
          : status.replace(/[.;].*$/, '')
      return `| [${name.slice(0, 3)}](${name}) | ${title.replace(/\|/g, '\\|')} | ${short} |`
    })
  return `# Decisions

Every architecture decision record, by number. A record's status is its \`Status:\` line
(accepted when it has none); a superseded record stays as history. Written by
\`node scripts/adr-index.mjs\`; the unit tests fail when this index is out of date.

| ADR | decision | status |
|---|---|---|
${rows.join('\n')}
`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = join(dir, 'README.md')
  const wanted = adrIndex()
  if (process.argv.includes('--check')) {
    const actual = (() => {
      try {
        return readFileSync(target, 'utf8')
      } catch {
        return ''
      }
    })()
    if (actual !== wanted) {
      console.error('docs/decisions/README.md is out of date: run node scripts/adr-index.mjs')
      process.exit(1)
    }
  } else writeFileSync(target, wanted)
}
