#!/usr/bin/env node
// Replays one failing fuzz case (the JSON line `npm run test:fuzz` prints under it) against
// a running storefront, and prints the status, headers and the start of the body.
//   node_modules/.bin/tsx scripts/rel-fuzz-replay.mjs http://127.0.0.1:4700 case.json
// Host headers keep their name; their port becomes the storefront's.
import { readFileSync } from 'node:fs'
import { problemsOf, send } from '../test/resilience/support/http.ts'

const [base, file] = process.argv.slice(2)
if (!base || !file) {
  console.error('usage: tsx scripts/rel-fuzz-replay.mjs <storefront URL> <case.json>')
  process.exit(2)
}
const item = JSON.parse(readFileSync(file, 'utf8'))
const port = new URL(base).port
const headers = item.headers.map(([name, value]) => [
  name,
  /host$/i.test(name) ? value.replace(/:\d+$/, `:${port}`) : value,
])
const response = await send({
  base,
  method: item.method,
  path: item.path,
  headers,
  ...(item.body !== undefined ? { body: item.body } : {}),
})
console.log(response.status, response.headers)
console.log(response.text.slice(0, 600))
console.log('problems:', problemsOf(response))
