// Temporary (rel): replays a fuzz case (JSON) against a running storefront.
import { readFileSync } from 'node:fs'
import { send } from '../test/resilience/support/http'
const base = process.argv[2]!
const item = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as { method: string; path: string; headers: [string, string][]; body?: string }
const port = new URL(base).port
const headers = item.headers.map(([n, v]) => [n, v.replace(/:\d{4,5}\b/g, `:${port}`)] as [string, string])
try {
  const r = await send({ base, method: item.method, path: item.path, headers, ...(item.body !== undefined ? { body: item.body } : {}) })
  console.log(r.status, JSON.stringify(r.headers).slice(0, 600), r.text.slice(0, 300))
} catch (e) { console.log('error', e) }
