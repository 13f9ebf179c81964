// Builds and processes of `npm run bench`: the shop's production build, the minimal Remix
// reference (remix-serve, the yardstick), the reference backend, the storefront (its own
// production server, server/main.mjs), each on a free port.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')
export const buildDir = process.env.SHOP_BUILD_DIR ?? 'build'
export const minimalDir = join(root, 'bench', 'minimal-remix')
const remixServe = join(root, 'node_modules/@remix-run/serve/dist/cli.js')
const shopServer = join(root, 'server/main.mjs')
const remixCli = join(root, 'node_modules/@remix-run/dev/dist/cli.js')

const children = new Set()
const scratch = new Set()

/** Stops every process this run started and removes its scratch directories. */
export function stopAll() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })
}
process.on('exit', stopAll)

export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  scratch.add(dir)
  return dir
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Runs a command to completion; its output goes to stderr so the table stays clean on stdout. */
export function run(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', process.stderr, process.stderr],
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

/** `npm run build` (the shop and the backend; SHOP_BUILD_DIR is honoured) and the minimal app. */
export async function buildAll() {
  await run('npm', ['run', '--silent', 'build'])
  await run(process.execPath, [remixCli, 'build'], {
    cwd: minimalDir,
    env: { NODE_ENV: 'production' },
  })
}

/**
 * Starts a long-running process; stdout is discarded (request logs), stderr kept for the error
 * message.
 */
function start(name, args, { cwd = root, env = {} } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  child.on('exit', (code) => {
    if (code && children.has(child))
      process.stderr.write(`[bench] ${name} exited with ${code}\n${stderr}\n`)
  })
  children.add(child)
  child.label = name
  return child
}

export async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${child.label}: exited with ${child.exitCode} before ${url} answered`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
    } catch {
      // not listening yet: ask again
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** The reference backend on a free port with a fresh data directory. */
export async function startBackend() {
  const port = await freePort()
  const child = start('backend', [join(buildDir, 'backend', 'main.js')], {
    env: {
      BACKEND_PORT: String(port),
      BACKEND_DATA_DIR: tempDir('bench-backend-'),
      BACKEND_LOG_LEVEL: 'warn',
      LOG_LEVEL: 'warn',
    },
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/healthz`, child)
  return { child, url, port }
}

export const METRICS_TOKEN = 'bench-metrics-token-0123456789'

/**
 * The runtime's NODE_OPTIONS as the Dockerfile sets them (`ENV NODE_OPTIONS=…`): the bench runs
 * what production runs.
 */
export const productionNodeOptions = (() => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8')
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  return /^ENV NODE_OPTIONS=(.+)$/m.exec(runtime)?.[1]?.replace(/^"|"$/g, '') ?? ''
})()

/**
 * The storefront as production runs it: the production server on the production build.
 */
export async function startShop(upstreamUrl) {
  const port = await freePort()
  const child = start('shop', [shopServer], {
    env: {
      NODE_ENV: 'production',
      SHOP_BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_API_URL: upstreamUrl,
      STORYBLOK_ENDPOINT: `${upstreamUrl}/v2`,
      CMS_ASSET_ORIGIN: upstreamUrl,
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
      NODE_OPTIONS: productionNodeOptions,
    },
  })
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, child)
  return { child, port, origin: `http://127.0.0.1:${port}` }
}

/** The minimal Remix page, served by remix-serve from its own directory. */
export async function startMinimal() {
  const port = await freePort()
  const child = start('minimal-remix', [remixServe, 'build/index.js'], {
    cwd: minimalDir,
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
  })
  await waitForHttp(`http://127.0.0.1:${port}/`, child)
  return { child, port, origin: `http://127.0.0.1:${port}` }
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/**
 * CPU time (user + system, ms) a process has used so far, from /proc: unlike req/s, hardly moved by
 * other load on the machine.
 */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks
}

/** Resident memory of a process (MB), from /proc. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}
