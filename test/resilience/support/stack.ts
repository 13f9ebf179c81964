/**
 * Starts the pieces the resilience and fuzz tests run against, as real processes on
 * loopback: the reference backend (the build's `backend/main.js`, so it can be killed and
 * restarted), fault proxies in front of it, and the storefront's production build served
 * by its production server (server/main.mjs). The build directory is SHOP_BUILD_DIR
 * (default `build`); see
 * test/resilience/global-setup.ts for when it is built.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FaultProxy } from './fault-proxy'

export const root = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '')
export const buildDir = resolve(root, process.env.SHOP_BUILD_DIR ?? 'build')
/**
 * The browser assets: beside the server build with SHOP_BUILD_DIR, else in public/build
 * (remix.config.js).
 */
export const assetsDir = process.env.SHOP_BUILD_DIR
  ? resolve(buildDir, 'public/build')
  : resolve(root, 'public/build')

/** Whether a server can listen on a loopback port now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
    server.unref()
    server.once('error', () => done(false))
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)))
  })
}

let portsTaken = 0

/**
 * A free TCP port on loopback for a server started later: below the kernel's ephemeral range
 * (from 32768), and a range of its own for each test worker (`VITEST_POOL_ID`). A port handed out
 * by the kernel (listen on 0) may go to another file's server or an outgoing connection before
 * ours starts, and its requests would reach that stranger.
 */
export async function freePort(): Promise<number> {
  const base = 20_000 + Number(process.env.VITEST_POOL_ID ?? 0) * 1_000
  for (let tries = 0; tries < 1_000; tries++) {
    const port = base + (portsTaken++ % 1_000)
    if (await canListen(port)) return port
  }
  throw new Error(`no free port in ${base}–${base + 999}`)
}

export async function waitForHttp(
  url: string,
  { timeoutMs = 30_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.body?.cancel()
      if (response.ok) return
    } catch {
      // not listening yet: ask again
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Every process started here; killed when this process exits, however the tests ended. */
const children = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** A child process whose last output lines are kept for failure messages. */
class Managed {
  readonly output: string[] = []
  child!: ChildProcess

  constructor(
    readonly name: string,
    private readonly args: string[],
    private readonly env: Record<string, string>,
  ) {}

  spawn(extraArgs: string[] = []) {
    this.child = spawn(process.execPath, [...extraArgs, ...this.args], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.add(this.child)
    this.child.once('exit', () => children.delete(this.child))
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) this.output.push(line)
      if (this.output.length > 2_000) this.output.splice(0, this.output.length - 1_000)
    }
    this.child.stdout?.on('data', keep)
    this.child.stderr?.on('data', keep)
    return this.child
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  /** Stops the process (SIGTERM, then SIGKILL after `graceMs`) and waits for it. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000): Promise<void> {
    if (!this.running) return
    const exited = new Promise<void>((done) => this.child.once('exit', () => done()))
    this.child.kill(signal)
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
  }

  tail(lines = 40): string {
    return this.output.slice(-lines).join('\n')
  }
}

export type BackendProcess = {
  url: string
  port: number
  dataDir: string
  contentDir: string
  output: string[]
  /** Kills the process with the signal (SIGKILL: a crash) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Starts it again on the same port, data and content; resolves when /healthz answers. */
  restart(options?: { preload?: string; env?: Record<string, string> }): Promise<void>
  stop(): Promise<void>
}

/**
 * The reference backend from the build, on its own port with its own data directory (and,
 * optionally, a content directory of its own). `preload` is a module loaded with
 * `node --import` before it (the crash-injection hook of the nothing-lost tests).
 */
export async function startBackendProcess({
  port,
  dataDir = mkdtempSync(join(tmpdir(), 'rel-backend-')),
  contentDir = join(root, 'backend/content'),
  env = {},
  preload,
}: {
  port?: number
  dataDir?: string
  contentDir?: string
  env?: Record<string, string>
  preload?: string
} = {}): Promise<BackendProcess> {
  const chosen = port ?? (await freePort())
  const baseEnv = {
    BACKEND_PORT: String(chosen),
    BACKEND_DATA_DIR: dataDir,
    BACKEND_CONTENT_DIR: contentDir,
    BACKEND_LOG_LEVEL: 'warn',
    // Google sign-in against the test issuer: the backend runs on loopback here.
    GOOGLE_TEST_ISSUER: '1',
    ...env,
  }
  let managed = new Managed('backend', [join(buildDir, 'backend/main.js')], baseEnv)
  const url = `http://127.0.0.1:${chosen}`
  const boot = async (options: { preload?: string; env?: Record<string, string> } = {}) => {
    managed = new Managed('backend', [join(buildDir, 'backend/main.js')], {
      ...baseEnv,
      ...options.env,
    })
    const child = managed.spawn(options.preload ? ['--import', options.preload] : [])
    try {
      await waitForHttp(`${url}/healthz`, { child })
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${managed.tail()}`)
    }
  }
  await boot({ preload })
  return {
    url,
    port: chosen,
    dataDir,
    contentDir,
    get output() {
      return managed.output
    },
    kill: (signal = 'SIGKILL') => managed.stop(signal, 2_000),
    restart: (options) => boot(options),
    stop: () => managed.stop(),
  }
}

export type ShopProcess = {
  url: string
  port: number
  child: ChildProcess
  output: string[]
  stop(): Promise<void>
  tail(lines?: number): string
}

/**
 * The storefront's production build under its production server (server/main.mjs), on its own port.
 */
export async function startShopProcess({
  port,
  env,
  bootTimeoutMs,
}: {
  port?: number
  env: Record<string, string>
  bootTimeoutMs?: number
}): Promise<ShopProcess> {
  const chosen = port ?? (await freePort())
  const managed = new Managed('shop', [join(root, 'server/main.mjs')], {
    NODE_ENV: 'production',
    SHOP_BUILD_DIR: buildDir,
    HOST: '127.0.0.1',
    PORT: String(chosen),
    LOG_LEVEL: 'error',
    ...env,
  })
  const child = managed.spawn()
  const url = `http://127.0.0.1:${chosen}`
  try {
    await waitForHttp(`${url}/healthz`, {
      child,
      ...(bootTimeoutMs ? { timeoutMs: bootTimeoutMs } : {}),
    })
  } catch (error) {
    // A process that did not come up is not left behind.
    await managed.stop('SIGKILL')
    throw new Error(`${(error as Error).message}\n${managed.tail()}`)
  }
  return {
    url,
    port: chosen,
    child,
    output: managed.output,
    stop: () => managed.stop(),
    tail: (lines) => managed.tail(lines),
  }
}

export type Stack = {
  backend: BackendProcess
  shop: ShopProcess
  /**
   * In front of the shop API (SHOP_API_URL), the content API (STORYBLOK_ENDPOINT) and the image
   * service.
   */
  proxies: { shop: FaultProxy; content: FaultProxy; assets: FaultProxy }
  /** Every address that must never reach a shopper: the backend's and the proxies'. */
  internalAddresses: string[]
  stop(): Promise<void>
}

export const previewToken = 'rel-preview-token-5c1e7a'
export const webhookSecret = 'rel-webhook-secret-9d3f2b81'

/**
 * Backend + three fault proxies + storefront. The storefront reaches every upstream only
 * through a proxy, with a short shop API timeout, so each test can break any of them.
 */
export async function startStack({
  shopEnv = {},
  backendEnv = {},
  contentDir,
  shopApiTimeoutMs = 400,
  shopPort,
  backendPort,
}: {
  shopEnv?: Record<string, string>
  backendEnv?: Record<string, string>
  contentDir?: string
  shopApiTimeoutMs?: number
  /** Chosen beforehand when the backend must know it (its e-mail links, STOREFRONT_URL). */
  shopPort?: number
  /** Chosen beforehand when the shop must know it (the Google test issuer's addresses). */
  backendPort?: number
} = {}): Promise<Stack> {
  const backend = await startBackendProcess({
    ...(backendPort ? { port: backendPort } : {}),
    ...(contentDir ? { contentDir } : {}),
    env: { STORYBLOK_PREVIEW_TOKEN: previewToken, ...backendEnv },
  })
  const [shopProxy, contentProxy, assetsProxy] = await Promise.all([
    FaultProxy.start({ target: backend.url }),
    FaultProxy.start({ target: backend.url }),
    FaultProxy.start({ target: backend.url }),
  ])
  const shop = await startShopProcess({
    ...(shopPort ? { port: shopPort } : {}),
    env: {
      SHOP_API_URL: shopProxy.url,
      STORYBLOK_ENDPOINT: `${contentProxy.url}/v2`,
      CMS_ASSET_ORIGIN: assetsProxy.url,
      SHOP_API_TIMEOUT_MS: String(shopApiTimeoutMs),
      STORYBLOK_PREVIEW_TOKEN: previewToken,
      STORYBLOK_WEBHOOK_SECRET: webhookSecret,
      ...shopEnv,
    },
  })
  const proxies = { shop: shopProxy, content: contentProxy, assets: assetsProxy }
  return {
    backend,
    shop,
    proxies,
    internalAddresses: [backend.url, shopProxy.url, contentProxy.url, assetsProxy.url].map((url) =>
      url.replace('http://', ''),
    ),
    async stop() {
      await shop.stop()
      await Promise.all([shopProxy.close(), contentProxy.close(), assetsProxy.close()])
      await backend.stop()
      rmSync(backend.dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A copy of the reference content (stories and assets) in a temporary directory, to add crafted
 * stories to.
 */
export function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rel-content-'))
  cpSync(join(root, 'backend/content/stories'), join(dir, 'stories'), { recursive: true })
  cpSync(join(root, 'backend/content/assets'), join(dir, 'assets'), { recursive: true })
  return dir
}

/**
 * Password hashing for in-process test backends: what is tested is concurrency, not scrypt's cost.
 */
export const cheapHashing = { N: 2 ** 10, r: 8, p: 1 }
