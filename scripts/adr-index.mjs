#!/usr/bin/env node
// Writes docs/decisions/README.md: every ADR with its number, title and status (from its
// `Status:` line; accepted when it has none). `--check` (run by the unit tests) fails when the
// index is out of date, when there are more than 40 ADRs, or when a tracked file outside
// docs/decisions cites an ADR number or a `docs/decisions/NNN-….md` file that does not exist
// or is superseded: the records are living decisions, and what cites them must cite a current one.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url))

/** At most this many records: one per topic. */
export const maxAdrs = 40

/** Every record: its file name, number, title and status. */
export function adrRecords() {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8')
      const title = (text.match(/^# (.+)$/m)?.[1] ?? name).replace(/^\d+\.\s*/, '')
      const status = text.match(/^Status:\s*(.+)$/m)?.[1]?.trim() ?? 'accepted'
      return { name, number: name.slice(0, 3), title, status }
    })
}

const isSuperseded = (status) => /^superseded/i.test(status)

export function adrIndex() {
  const rows = adrRecords().map(({ name, number, title, status }) => {
    const short = isSuperseded(status)
      ? status.replace(/\s*\(.*$/, '').replace(/[.;].*$/, '')
      : /^accepted/i.test(status)
        ? 'accepted'
        : status.replace(/[.;].*$/, '')
    return `| [${number}](${name}) | ${title.replace(/\|/g, '\\|')} | ${short} |`
  })
  return `# Decisions

Every architecture decision record, by number: one living decision per topic, each describing
what holds now (the history is in git). A record's status is its \`Status:\` line (accepted when
it has none). Written by \`node scripts/adr-index.mjs\`; the unit tests fail when this index is
out of date, when there are more than ${maxAdrs} records, or when a file outside this folder
cites a record that does not exist or is superseded.

| ADR | decision | status |
|---|---|---|
${rows.join('\n')}
`
}

// "ADR" and a number (also "ADR-", "ADRs" with a list joined by commas, slashes, "and", or a
// range with a dash or "to"), and a number carried to the next line after a comment marker.
const numberCitation =
  /\bADRs?(?:[ \t-]|[ \t]*\r?\n[ \t]*(?:\/\/|#|\*|--|<!--)?[ \t]*)?(\d{3})((?:[ \t]*(?:,|\/|–|-|\band\b|\bto\b)[ \t]*\d{3}(?!\d))*)(?!\d)/g
// A record's path under docs/decisions (number, dash, name), or a bare number after the folder.
const fileCitation = /decisions\/(\d{3})(-[A-Za-z0-9._-]*[A-Za-z0-9])?(?![\d])/g

/** The tracked files outside docs/decisions that may cite a record. */
function citingFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path && !path.startsWith('docs/decisions/'))
}

/**
 * What is wrong with the records and their citations: more than `maxAdrs` records, or a
 * citation (outside docs/decisions) of a number or file that does not exist or is superseded.
 */
export function adrProblems() {
  const records = adrRecords()
  const byNumber = new Map(records.map((record) => [record.number, record]))
  const byName = new Map(records.map((record) => [record.name, record]))
  const problems = []
  if (records.length > maxAdrs)
    problems.push(`docs/decisions holds ${records.length} ADRs; at most ${maxAdrs} (one per topic)`)
  for (const path of citingFiles()) {
    let text
    try {
      if (statSync(join(root, path)).size > 2_000_000) continue
      text = readFileSync(join(root, path), 'utf8')
    } catch {
      continue // listed but absent (deleted in the work tree), or not a file
    }
    if (text.includes('\0')) continue
    const lineOf = (index) => text.slice(0, index).split('\n').length
    const judge = (record, cited, index) => {
      if (!record) problems.push(`${path}:${lineOf(index)}: cites ${cited}, which does not exist`)
      else if (isSuperseded(record.status))
        problems.push(`${path}:${lineOf(index)}: cites ${cited}, which is ${record.status}`)
    }
    for (const match of text.matchAll(numberCitation)) {
      const numbers = [match[1], ...(match[2].match(/\d{3}/g) ?? [])]
      for (const number of numbers) judge(byNumber.get(number), `ADR ${number}`, match.index)
    }
    for (const match of text.matchAll(fileCitation)) {
      const [cited, number, rest] = match
      if (rest === undefined) judge(byNumber.get(number), cited, match.index)
      else {
        const name = `${number}${rest}${rest.endsWith('.md') ? '' : '.md'}`
        judge(byName.get(name), `docs/decisions/${name}`, match.index)
      }
    }
  }
  return problems
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
    const problems = adrProblems()
    if (actual !== wanted)
      problems.unshift('docs/decisions/README.md is out of date: run node scripts/adr-index.mjs')
    if (problems.length > 0) {
      for (const problem of problems) console.error(problem)
      process.exit(1)
    }
  } else writeFileSync(target, wanted)
}
