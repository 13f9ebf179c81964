import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { adrIndex, adrProblems } from '../../scripts/adr-index.mjs'

describe('the ADR index (docs/decisions/README.md)', () => {
  it('lists every decision with its status: run `node scripts/adr-index.mjs` after adding or changing one', () => {
    expect(readFileSync(new URL('../../docs/decisions/README.md', import.meta.url), 'utf8')).toBe(
      adrIndex(),
    )
  })

  it('holds at most 40 living decisions, and every ADR cited outside docs/decisions exists and is current', () => {
    expect(adrProblems()).toEqual([])
  })
})
