#!/usr/bin/env node
// Checks the catalogue copy (copy/catalogue/{lang}.mjs) of one or all languages in every
// content locale that uses it: every page and label present, no placeholder text.
//
//   node backend/content/check-catalogue.mjs [lang]
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { catalogueProblems } from './lib/catalogue.mjs'
import { LOCALES, MARKETS } from './lib/markets.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))
const only = process.argv[2]
let failed = false
for (const locale of LOCALES) {
  const market = MARKETS[locale]
  if (only && market.lang !== only) continue
  const file = join(ROOT, 'copy', 'catalogue', `${market.lang}.mjs`)
  if (!existsSync(file)) {
    console.log(`${locale}: copy/catalogue/${market.lang}.mjs missing`)
    failed = true
    continue
  }
  const base = (await import(join(ROOT, 'copy', `${market.lang}.mjs`))).default(market)
  const cat = (await import(file)).default(market, base)
  const problems = catalogueProblems(cat)
  console.log(`${locale}: ${problems.length ? problems.join(', ') : 'complete'}`)
  if (problems.length) failed = true
}
process.exit(failed ? 1 : 0)
