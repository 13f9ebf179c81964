#!/usr/bin/env node
// Starts the storefront in production: loads the Remix server build once (which boots
// the app: configuration, host table, flag client, shutdown handlers), waits for the app's boot,
// then listens. `node server/main.mjs` from the directory holding build/ and public/ (the
// repository, or /app in the container).
//
//   PORT (3000)  HOST (all interfaces)  SHOP_BUILD_DIR (build): the build's directory
//
// Node's own fetch, Request and Response serve the app (no installGlobals: Node 20 has them);
// SIGTERM/SIGINT are handled by the app's lifecycle, which runs this server's drain first.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApp } from './http.mjs'

process.env.NODE_ENV ??= 'production'

const buildDir = resolve(process.env.SHOP_BUILD_DIR ?? 'build')
const serverBuild = resolve(buildDir, 'server/index.js')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST || undefined

if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail(`PORT ${process.env.PORT} is no port number`)
if (!existsSync(serverBuild))
  fail(`no server build at ${serverBuild}: run \`npm run build\` (with the same SHOP_BUILD_DIR)`)

const build = await import(pathToFileURL(serverBuild).href)
const hooks = build.entry?.module?.serverHooks
if (!hooks) fail(`${serverBuild} exports no serverHooks (app/entry.server.tsx): rebuild`)
// Relative to the working directory, as the build names it (build/… or $SHOP_BUILD_DIR/…).
const assetsDir = resolve(build.assetsBuildDirectory)
if (!existsSync(assetsDir))
  fail(
    `no browser assets at ${assetsDir}: start the server from the directory the build was made in`,
  )

let server
let draining = false
hooks.onShutdown((deadline) => {
  draining = true
  if (!server) return Promise.resolve()
  return new Promise((done, cut) => {
    // Stop accepting; close keep-alive connections as they fall idle; in-flight requests finish.
    server.close(() => done())
    server.closeIdleConnections()
    // Whatever is still open shortly before the lifecycle's deadline is cut, so the app can
    // still close the flag client and flush its logs in time (the lifecycle then exits with 1).
    setTimeout(
      () => {
        server.getConnections((_error, count) => {
          server.closeAllConnections()
          cut(new Error(`${count} connection(s) still open at the shutdown deadline were closed`))
        })
      },
      Math.max(0, deadline - Date.now() - 500),
    ).unref()
  })
})

await hooks.ready
if (draining) process.exit(0)

const app = createApp({
  build,
  hooks,
  assetsDir,
  publicDir: resolve('public'),
  mode: process.env.NODE_ENV,
  isDraining: () => draining,
  onResponseDone: () => {
    if (draining) setImmediate(() => server?.closeIdleConnections())
  },
})

server = app.listen(port, host, () => {
  const address = server.address()
  hooks.logEvent('info', 'server-listening', {
    port: typeof address === 'object' && address ? address.port : port,
    host: host ?? 'all interfaces',
    buildDir,
  })
})
server.on('error', (error) => fail(`cannot listen on ${host ?? '*'}:${port}: ${error.message}`))

function fail(message) {
  console.error(`[server] ${message}`)
  process.exit(1)
}
