/**
 * The CDN suite's stack with Varnish in front instead of nginx: the reference backend, two
 * storefront replicas (the production build under its production server) and `varnishd` with
 * the repository's own `deploy/varnish/default.vcl`, all as non-daemon processes on free
 * loopback ports with their files in a temporary directory.
 *
 * The shipped VCL is used as it is; only the replicas' addresses are replaced, each
 * replacement checked to match exactly once so a changed file fails loudly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  copyContent,
  freePort,
  root,
  startBackendProcess,
  startShopProcess,
  waitForHttp,
  webhookSecret,
  type BackendProcess,
} from '../../resilience/support/stack'
import { previewToken, type Replica } from './cdn'

/** Every process started here; killed when this process exits, however the tests ended. */
const children = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

function binary(name: string): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    try {
      if (statSync(join(dir, name)).isFile()) return join(dir, name)
    } catch {
      // not in this directory
    }
  }
  throw new Error(`${name} is not installed (apt-get install varnish)`)
}

function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1
  if (count !== 1)
    throw new Error(`deploy/varnish/default.vcl: expected "${from}" once, found it ${count} times`)
  return text.replace(from, to)
}

/** The shipped VCL with the two replicas' placeholder addresses replaced by `upstreams`. */
export function varnishConfigFor({ upstreams }: { upstreams: string[] }): string {
  let vcl = readFileSync(join(root, 'deploy/varnish/default.vcl'), 'utf8')
  // The VCL names two replicas: the test runs exactly those.
  if (upstreams.length !== 2) throw new Error('the shipped VCL has two backends: give two')
  upstreams.forEach((address, index) => {
    const [host, port] = address.split(':')
    vcl = replaceOnce(
      vcl,
      `.host = "storefront-${index + 1}";\n  .port = "3000";`,
      `.host = "${host}";\n  .port = "${port}";`,
    )
  })
  return vcl
}

export class Varnish {
  private child!: ChildProcess

  private constructor(
    readonly url: string,
    readonly port: number,
    readonly dir: string,
    private readonly vclPath: string,
  ) {}

  /** The working directory of varnishd (shared memory log, secret): varnishadm's -n. */
  get workDir() {
    return join(this.dir, 'work')
  }

  static async start(upstreams: string[]): Promise<Varnish> {
    const dir = mkdtempSync(join(tmpdir(), 'cdn-varnish-'))
    // varnishd reads the VCL and runs its cache process as its own unprivileged user.
    chmodSync(dir, 0o755)
    const port = await freePort()
    const vclPath = join(dir, 'default.vcl')
    writeFileSync(vclPath, varnishConfigFor({ upstreams }))
    const varnish = new Varnish(`http://127.0.0.1:${port}`, port, dir, vclPath)
    mkdirSync(varnish.workDir)
    // -C prints the generated C on success; only its error (the last lines) is of interest.
    const check = spawnSync(binary('varnishd'), ['-C', '-n', varnish.workDir, '-f', vclPath], {
      encoding: 'utf8',
    })
    if (check.status !== 0) {
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`varnishd -C failed:\n${check.stderr.split('\n').slice(-30).join('\n')}`)
    }
    try {
      await varnish.spawn()
    } catch (error) {
      await varnish.remove()
      throw error
    }
    return varnish
  }

  private async spawn() {
    const log = openSync(join(this.dir, 'varnishd.log'), 'a')
    this.child = spawn(
      binary('varnishd'),
      [
        '-F',
        '-n',
        this.workDir,
        '-a',
        `127.0.0.1:${this.port}`,
        '-f',
        this.vclPath,
        '-s',
        'malloc,64m',
      ],
      { stdio: ['ignore', log, log] },
    )
    closeSync(log)
    children.add(this.child)
    this.child.once('exit', () => children.delete(this.child))
    try {
      await waitForHttp(`${this.url}/cdn-health`, { child: this.child })
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${this.log()}`)
    }
  }

  /** varnishd's own output (start-up, VCL errors, child panics). */
  log(): string {
    try {
      return readFileSync(join(this.dir, 'varnishd.log'), 'utf8')
    } catch {
      return ''
    }
  }

  /** The health of each replica as the probes see it: `{ storefront1: 'healthy', … }`. */
  backendHealth(): Record<string, string> {
    const list = this.admin('backend.list')
    const health: Record<string, string> = {}
    for (const line of list.split('\n').slice(1)) {
      const [name, , , state] = line.trim().split(/\s+/)
      if (name && state) health[name.replace(/^[^.]*\./, '')] = state
    }
    return health
  }

  /** One varnishadm command's output (through the work directory's secret). */
  admin(...args: string[]): string {
    const result = spawnSync(binary('varnishadm'), ['-n', this.workDir, ...args], {
      encoding: 'utf8',
    })
    if (result.status !== 0) throw new Error(`varnishadm ${args.join(' ')}: ${result.stdout}`)
    return result.stdout
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return
    const exited = new Promise<void>((done) => this.child.once('exit', () => done()))
    this.child.kill('SIGTERM')
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }

  async remove(): Promise<void> {
    await this.stop()
    rmSync(this.dir, { recursive: true, force: true })
  }
}

export type VarnishStack = {
  backend: BackendProcess
  contentDir: string
  replicas: Replica[]
  varnish: Varnish
  stop(): Promise<void>
}

/** Backend, two replicas (each talking to the backend directly), Varnish in front. */
export async function startVarnishStack({
  shopEnv = {},
}: {
  shopEnv?: Record<string, string>
} = {}): Promise<VarnishStack> {
  const contentDir = copyContent()
  const started: { stop(): Promise<void> }[] = []
  let dataDir: string | undefined
  try {
    return await startAll()
  } catch (error) {
    // Whatever did start is stopped: a failed start leaves no process (and no directory) behind.
    await Promise.all(started.map((each) => each.stop().catch(() => undefined)))
    rmSync(contentDir, { recursive: true, force: true })
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  async function startAll(): Promise<VarnishStack> {
    const backend = await startBackendProcess({
      contentDir,
      env: { STORYBLOK_PREVIEW_TOKEN: previewToken },
    })
    started.push(backend)
    dataDir = backend.dataDir
    // The replicas' environment of the nginx stack (support/cdn.ts), and the test's own.
    const env = {
      SHOP_API_URL: backend.url,
      STORYBLOK_ENDPOINT: `${backend.url}/v2`,
      CMS_ASSET_ORIGIN: backend.url,
      STORYBLOK_PREVIEW_TOKEN: previewToken,
      STORYBLOK_WEBHOOK_SECRET: webhookSecret,
      STORYBLOK_CV_REFRESH_SECONDS: '3600',
      HSTS_MAX_AGE: '0',
      ...shopEnv,
    }
    const ports = await Promise.all([freePort(), freePort()])
    const replicas = await Promise.all(
      ports.map(async (port): Promise<Replica> => {
        const shop = await startShopProcess({ port, env, bootTimeoutMs: 90_000 })
        started.push({ stop: () => replica.shop.stop() })
        const replica: Replica = {
          shop,
          port,
          kill: (signal = 'SIGKILL') => killProcess(replica.shop.child, signal),
          async restart() {
            replica.shop = await startShopProcess({ port, env, bootTimeoutMs: 90_000 })
          },
        }
        return replica
      }),
    )
    const varnish = await Varnish.start(ports.map((port) => `127.0.0.1:${port}`))
    started.push({ stop: () => varnish.remove() })
    return {
      backend,
      contentDir,
      replicas,
      varnish,
      async stop() {
        await varnish.remove()
        await Promise.all(replicas.map((replica) => replica.shop.stop()))
        await backend.stop()
        rmSync(backend.dataDir, { recursive: true, force: true })
        rmSync(contentDir, { recursive: true, force: true })
      },
    }
  }
}

async function killProcess(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  child.kill(signal)
  await exited
}
