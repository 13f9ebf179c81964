// `npm run bench:load` (not in CI): 60 s of mixed traffic — home,
// landing pages, product pages with calculator selections, the login page, 404s — at 50
// concurrent connections against the production build, twice: with the reference backend
// up, and with the backend stopped for 20 s in the middle. Prints requests, errors, the
// status breakdown and p50/p99 latency for both runs; exits 1 when the first run had any
// error or 5xx, or the second any 5xx on a content page.
//
// LOAD_SECONDS (60), LOAD_CONNECTIONS (50), LOAD_OUTAGE_SECONDS (20), LOAD_WARMUP_SECONDS (5,
// unmeasured, before each run) change it;
// SHOP_BUILD_DIR picks the build (built first when missing). Loopback only.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import {
  buildDir,
  root,
  startBackendProcess,
  startShopProcess,
  type BackendProcess,
  type ShopProcess,
} from '../test/resilience/support/stack'

const seconds = Number(process.env.LOAD_SECONDS ?? 60)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50)
const outageSeconds = Number(process.env.LOAD_OUTAGE_SECONDS ?? 20)

type Kind = 'home' | 'landing' | 'product' | 'login' | 'not-found'
/** The mix: [kind, host (without port), path]. */
const mix: [Kind, string, string][] = [
  ['home', 'localhost', '/'],
  ['landing', 'localhost', '/fotokalender'],
  ['product', 'wallart-de.localhost', '/leinwanddruck/?materialType=leinwand&formatType=40x60'],
  ['home', 'wallart-de.localhost', '/'],
  ['landing', 'localhost', '/faq'],
  ['product', 'wallart-de.localhost', '/leinwanddruck/?materialType=leinwand&formatType=80x120'],
  ['login', 'localhost', '/mein-konto/anmelden'],
  ['landing', 'wallart-de.localhost', '/wandbilder/'],
  ['product', 'wallart-uk.localhost', '/canvas-prints/?materialType=leinwand&formatType=30x40'],
  ['not-found', 'localhost', '/gibt-es-nicht'],
  ['home', 'cards-ch.localhost', '/fr/'],
  ['product', 'localhost', '/products?photoboxType=small'],
  ['landing', 'cards-uk.localhost', '/photo-calendar'],
  ['not-found', 'wallart-de.localhost', '/gibt-es-auch-nicht/'],
  ['login', 'cards-uk.localhost', '/my-account/login'],
]

type Tally = {
  byStatus: Map<number, number>
  contentFailures: number
  byKind: Map<Kind, Map<number, number>>
}

type RunFigures = {
  label: string
  requests: number
  errors: number
  timeouts: number
  statuses: string
  '2xx': number
  '3xx': number
  '4xx': number
  '5xx': number
  'content 5xx': number
  'req/s': number
  'p50 ms': number
  'p99 ms': number
  'max ms': number
}

async function run(
  label: string,
  shop: ShopProcess,
  during?: (elapsed: () => number) => Promise<void>,
): Promise<RunFigures> {
  const tally: Tally = { byStatus: new Map(), contentFailures: 0, byKind: new Map() }
  // One request template; every request takes the next entry of the mix (round robin over
  // all connections), so each kind gets its share however many requests a connection makes.
  let next = 0
  const requests = [
    {
      method: 'GET' as const,
      setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
        const [kind, host, path] = mix[next++ % mix.length]!
        context.kind = kind
        return {
          ...request,
          path,
          headers: {
            host: `${host}:${shop.port}`,
            accept: 'text/html',
            'accept-encoding': 'gzip',
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) rel-bench',
          },
        }
      },
      onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
        const kind = context.kind as Kind
        tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1)
        const perKind = tally.byKind.get(kind) ?? new Map<number, number>()
        perKind.set(status, (perKind.get(status) ?? 0) + 1)
        tally.byKind.set(kind, perKind)
        if (status >= 500 && kind !== 'not-found') tally.contentFailures++
      },
    },
  ]
  const started = Date.now()
  const instance = autocannon({
    url: shop.url,
    connections,
    duration: seconds,
    timeout: 10,
    requests,
  })
  // When errors happen tells a cold start from an overload.
  const errorsAt: number[] = []
  instance.on('reqError', () => errorsAt.push(Math.round((Date.now() - started) / 1000)))
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance.on('done', resolve)
    instance.on('error', reject)
  })
  const chaos = during ? during(() => (Date.now() - started) / 1000) : Promise.resolve()
  const [result] = await Promise.all([finished, chaos])
  const count = (from: number) =>
    [...tally.byStatus.entries()]
      .filter(([status]) => status >= from && status < from + 100)
      .reduce((sum, [, n]) => sum + n, 0)
  const statuses = [...tally.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')
  if (errorsAt.length) console.log(`\n${label}: errors at ${errorsAt.join(', ')} s`)
  console.log(`\n${label}: per kind`)
  console.table(
    Object.fromEntries(
      [...tally.byKind.entries()].map(([kind, map]) => [
        kind,
        Object.fromEntries([...map.entries()].sort(([a], [b]) => a - b)),
      ]),
    ),
  )
  return {
    label,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    '2xx': count(200),
    '3xx': count(300),
    '4xx': count(400),
    '5xx': count(500),
    'content 5xx': tally.contentFailures,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
  }
}

/**
 * Fills the caches (one request per page), then warms the JIT: a few seconds at 10 connections, not
 * measured.
 */
async function warm(
  shop: ShopProcess,
  warmUpSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 5),
) {
  for (const [, host, path] of mix) {
    await fetch(`${shop.url}${path}`, {
      headers: { host: `${host}:${shop.port}` },
      redirect: 'manual',
    }).then((response) => response.arrayBuffer())
  }
  if (warmUpSeconds <= 0) return
  let next = 0
  const instance = autocannon({
    url: shop.url,
    connections: 10,
    duration: warmUpSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const [, host, path] = mix[next++ % mix.length]!
          return { ...request, path, headers: { host: `${host}:${shop.port}` } }
        },
      },
    ],
  })
  await new Promise((resolve, reject) => {
    instance.on('done', resolve)
    instance.on('error', reject)
  })
}

if (
  !existsSync(join(buildDir, 'server/index.js')) ||
  !existsSync(join(buildDir, 'backend/main.js'))
) {
  console.log(`no production build in ${buildDir}: building it`)
  const built = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  })
  if (built.status !== 0) process.exit(1)
}

let backend: BackendProcess | undefined
let shop: ShopProcess | undefined
try {
  backend = await startBackendProcess()
  shop = await startShopProcess({
    env: {
      SHOP_API_URL: backend.url,
      STORYBLOK_ENDPOINT: `${backend.url}/v2`,
      CMS_ASSET_ORIGIN: backend.url,
      LOG_LEVEL: 'error',
    },
  })
  console.log(
    `storefront ${shop.url} (production build ${buildDir}), backend ${backend.url}; ${connections} connections, ${seconds} s per run`,
  )
  await warm(shop)

  const steady = await run('backend up', shop)

  await warm(shop)
  const outageStart = Math.max(0, (seconds - outageSeconds) / 2)
  let outage = ''
  const degraded = await run(`backend down ${outageSeconds} s`, shop, async (elapsed) => {
    await new Promise((done) => setTimeout(done, outageStart * 1000))
    const from = elapsed()
    await backend!.kill('SIGKILL')
    await new Promise((done) => setTimeout(done, outageSeconds * 1000))
    await backend!.restart()
    outage = `backend killed at ${from.toFixed(1)} s, back at ${elapsed().toFixed(1)} s`
  })
  console.log(`\n${outage}`)
  console.log('\nLoad (bench/load.ts): mixed traffic, production build')
  console.table([steady, degraded])

  const failed =
    steady.errors > 0 || steady.timeouts > 0 || steady['5xx'] > 0 || degraded['content 5xx'] > 0
  if (failed)
    console.log('FAILED: errors or 5xx in the first run, or 5xx on content pages during the outage')
  process.exitCode = failed ? 1 : 0
} finally {
  await shop?.stop()
  await backend?.stop()
}
