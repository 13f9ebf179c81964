// Temporary: render one URL in-process and print the raw error (rel investigation).
import { createRequestHandler } from '@remix-run/node'
const build = await import(process.env.BUILD ?? '../.builds/rel/server/index.js')

const b = { ...build, entry: { module: { ...build.entry.module, handleError: (error) => console.log("handleError:", error, error?.stack) } } }
const handler = createRequestHandler(b, 'production')
const url = process.argv[2]
const response = await handler(new Request(url, { headers: { host: new URL(url).host } }))
console.log(response.status, (await response.text()).slice(0, 300))
process.exit(0)
