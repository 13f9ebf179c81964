// Temporary (rel): render one URL in-process and print where `new URL` throws.
import { createRequestHandler } from '@remix-run/node'
const Original = globalThis.URL
globalThis.URL = new Proxy(Original, { construct(target, args) { try { return new target(...args) } catch (e) { console.log('URL threw for', JSON.stringify(args), new Error().stack.split('\n').slice(2, 12).join('\n')); throw e } } })
const build = await import('../.builds/rel/server/index.js')
const handler = createRequestHandler(build, 'production')
const url = process.argv[2]
const response = await handler(new Request(url, { headers: { host: new URL(url).host } }))
console.log(response.status)
process.exit(0)
