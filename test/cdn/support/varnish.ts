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
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, root, waitForHttp } from '../../resilience/support/stack'
import {
  binary,
  children,
  replaceOnce,
  startProxiedStack,
  type OriginStack,
  type StackOptions,
} from './cdn'

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
      'deploy/varnish/default.vcl',
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

  /** `port`: chosen beforehand when the replicas must know the proxy (CDN_PURGE_URLS). */
  static async start(upstreams: string[], port?: number): Promise<Varnish> {
    const dir = mkdtempSync(join(tmpdir(), 'cdn-varnish-'))
    // varnishd reads the VCL and runs its cache process as its own unprivileged user.
    chmodSync(dir, 0o755)
    port ??= await freePort()
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

  /**
   * Which replica (`storefront1`, `storefront2`) the backend requests so far went to, per Host
   * and URL (`localhost:8080/faq`; the last one wins): read from the shared memory log.
   */
  backendOf(): Record<string, string> {
    const result = spawnSync(
      binary('varnishlog'),
      [
        ...['-n', this.workDir, '-d', '-b'],
        ...['-i', 'BereqURL,BackendOpen,BackendReuse', '-I', 'BereqHeader:^Host:'],
      ],
      { encoding: 'utf8' },
    )
    const byUrl: Record<string, string> = {}
    // One block per backend transaction (`*   << BeReq >>`): its URL and the backend it used.
    for (const block of result.stdout.split(/^\*/m)) {
      const url = /^-\s+BereqURL\s+(\S+)/m.exec(block)?.[1]
      const host = /^-\s+BereqHeader\s+Host:\s*(\S+)/im.exec(block)?.[1] ?? ''
      const backend = /^-\s+Backend(?:Open|Reuse)\s+\d+\s+(\S+)/m.exec(block)?.[1]
      if (url && backend) byUrl[`${host}${url}`] = backend.replace(/^.*\./, '')
    }
    return byUrl
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

export type VarnishStack = OriginStack & { varnish: Varnish }

/**
 * Backend, two replicas (each talking to the backend directly), Varnish in front, which the
 * replicas trust (as compose's TRUSTED_PROXIES does): it announces ESI for signed-in pages.
 */
export async function startVarnishStack(
  options: StackOptions & { port?: number } = {},
): Promise<VarnishStack> {
  const stack = await startProxiedStack((upstreams) => Varnish.start(upstreams, options.port), {
    ...options,
    shopEnv: { TRUSTED_PROXIES: '127.0.0.1', ...options.shopEnv },
  })
  return Object.assign(stack, { varnish: stack.proxy })
}
