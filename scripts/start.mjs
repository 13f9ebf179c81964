#!/usr/bin/env node
// `npm start`: builds when needed, starts the reference backend unless an upstream is
// configured, then the storefront (its production server, server/main.mjs); prints
// both addresses; Ctrl-C stops both (the storefront drains in-flight requests first).
import { buildDir, buildIsStale, root, run, startProcess, waitForHttp } from './lib.mjs'

const port = process.env.PORT ?? '3000'
const backendPort = process.env.BACKEND_PORT ?? '3001'
const upstreamConfigured = Boolean(process.env.SHOP_API_URL || process.env.STORYBLOK_ENDPOINT)
const children = []

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 200).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

try {
  if (buildIsStale()) {
    console.log('Building the shop…')
    await run('npm', ['run', '--silent', 'build'])
  }
  const env = { NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: port }
  if (!upstreamConfigured) {
    const backendUrl = `http://127.0.0.1:${backendPort}`
    const backend = startProcess('backend', process.execPath, [`${buildDir}/backend/main.js`], {
      BACKEND_PORT: backendPort,
      BACKEND_DATA_DIR: process.env.BACKEND_DATA_DIR ?? `${root}/data`,
      STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${port}`,
    })
    children.push(backend)
    backend.on('exit', (code) => code !== 0 && code !== null && stopAll(1))
    await waitForHttp(`${backendUrl}/healthz`, { child: backend })
    Object.assign(env, {
      SHOP_API_URL: backendUrl,
      STORYBLOK_ENDPOINT: `${backendUrl}/v2`,
      CMS_ASSET_ORIGIN: backendUrl,
    })
  }
  const shop = startProcess('shop', process.execPath, ['server/main.mjs'], env)
  children.push(shop)
  shop.on('exit', (code) => stopAll(code ?? 0))
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child: shop })
  console.log(`\n  Shop:    http://localhost:${port}`)
  if (!upstreamConfigured)
    console.log(`  Backend: http://127.0.0.1:${backendPort} (reference backend)`)
  console.log('  Other markets: see README ("Markets on one machine"). Ctrl-C stops both.\n')
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error))
  stopAll(1)
}
