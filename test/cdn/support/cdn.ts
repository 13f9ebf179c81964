/**
 * The CDN suite's stack: the reference backend, storefront replicas (the
 * production build under its production server), optionally Redis, and nginx with the
 * repository's own `deploy/nginx/nginx.conf` in front, all as non-daemon processes on free
 * loopback ports with their files in a temporary directory.
 *
 * The shipped configuration is used as it is; only what belongs to the machine is replaced
 * (worker user, pid and temp paths, the cache directory, the listen address, the replicas'
 * addresses), each replacement checked to match exactly once so a changed file fails loudly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { send, type RawResponse } from '../../resilience/support/http'
import {
  copyContent,
  freePort,
  root,
  startBackendProcess,
  startShopProcess,
  waitForHttp,
  webhookSecret,
  type BackendProcess,
  type ShopProcess,
} from '../../resilience/support/stack'

export { webhookSecret }

/** Every process started here; killed when this process exits, however the tests ended. */
export const children = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** A Debian package's binary (nginx, redis-server, varnishd). */
export function binary(name: string): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    try {
      if (statSync(join(dir, name)).isFile()) return join(dir, name)
    } catch {
      // not in this directory
    }
  }
  throw new Error(
    `${name} is not installed (apt-get install nginx redis-server varnish; .ci/run does it)`,
  )
}

/** Replaces a shipped configuration's placeholder, which must occur exactly once in `file`. */
export function replaceOnce(
  text: string,
  from: string,
  to: string,
  file = 'deploy/nginx/nginx.conf',
): string {
  const count = text.split(from).length - 1
  if (count !== 1) throw new Error(`${file}: expected "${from}" once, found it ${count} times`)
  return text.replace(from, to)
}

/** The shipped nginx configuration with only the machine's parts replaced. */
export function nginxConfigFor({
  dir,
  port,
  upstreams,
}: {
  dir: string
  port: number
  upstreams: string[]
}): string {
  let conf = readFileSync(join(root, 'deploy/nginx/nginx.conf'), 'utf8')
  // The test's nginx is a foreground child stopped by PID; workers run as the current user.
  conf = replaceOnce(conf, 'user nginx;', `daemon off;\nuser ${userInfo().username};`)
  conf = replaceOnce(conf, 'pid /tmp/nginx-shop.pid;', `pid ${dir}/nginx.pid;`)
  for (const kind of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    conf = replaceOnce(conf, `/tmp/nginx-${kind};`, `${dir}/tmp-${kind};`)
  for (const use of ['listen', 'server'])
    conf = replaceOnce(
      conf,
      `${use} unix:/tmp/nginx-shop-cache.sock;`,
      `${use} unix:${dir}/cache-tier.sock;`,
    )
  conf = replaceOnce(
    conf,
    'proxy_cache_path /var/cache/nginx/shop ',
    `proxy_cache_path ${dir}/cache `,
  )
  conf = replaceOnce(
    conf,
    'listen 8080 default_server;',
    `listen 127.0.0.1:${port} default_server;`,
  )
  conf = replaceOnce(
    conf,
    'server storefront:3000 max_fails=3 fail_timeout=10s;',
    upstreams.map((address) => `server ${address} max_fails=3 fail_timeout=10s;`).join('\n    '),
  )
  return conf
}

export type CacheLine = {
  host: string
  method: string
  uri: string
  status: number
  cache: string
  upstream: string
  upstreamStatus: string
}

export class Nginx {
  private child!: ChildProcess

  private constructor(
    readonly url: string,
    readonly port: number,
    readonly dir: string,
    private readonly confPath: string,
  ) {}

  static async start(upstreams: string[]): Promise<Nginx> {
    const dir = mkdtempSync(join(tmpdir(), 'cdn-nginx-'))
    const port = await freePort()
    const confPath = join(dir, 'nginx.conf')
    writeFileSync(confPath, nginxConfigFor({ dir, port, upstreams }))
    const nginx = new Nginx(`http://127.0.0.1:${port}`, port, dir, confPath)
    // nginx opens /dev/stdout and /dev/stderr itself: they must be files (a pipe of Node's is a
    // socket).
    const out = openSync(join(dir, 'check.log'), 'w')
    const check = spawnSync(
      binary('nginx'),
      ['-t', '-q', '-p', dir, '-c', confPath, '-e', join(dir, 'error.log')],
      { stdio: ['ignore', out, out] },
    )
    closeSync(out)
    if (check.status !== 0)
      throw new Error(
        `nginx -t failed:\n${safeRead(join(dir, 'check.log'))}\n${safeRead(join(dir, 'error.log'))}`,
      )
    try {
      await nginx.spawn()
    } catch (error) {
      await nginx.remove()
      throw error
    }
    return nginx
  }

  private async spawn() {
    const out = openSync(join(this.dir, 'access.log'), 'a')
    const err = openSync(join(this.dir, 'error.log'), 'a')
    this.child = spawn(
      binary('nginx'),
      ['-p', this.dir, '-c', this.confPath, '-e', join(this.dir, 'error.log')],
      { stdio: ['ignore', out, err] },
    )
    closeSync(out)
    closeSync(err)
    children.add(this.child)
    this.child.once('exit', () => children.delete(this.child))
    await waitForHttp(`${this.url}/cdn-health`, { child: this.child })
  }

  /** The access log's lines so far (the shipped JSON format); `from` skips earlier ones. */
  lines(from = 0): CacheLine[] {
    return safeRead(join(this.dir, 'access.log'))
      .split('\n')
      .filter(Boolean)
      .slice(from)
      .map((line) => JSON.parse(line) as CacheLine)
  }

  /** The files of nginx's cache directory: every stored answer. */
  cacheFiles(): string[] {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else files.push(path)
      }
    }
    walk(join(this.dir, 'cache'))
    return files
  }

  /** Every stored answer: its key, status line and headers, and its body decoded. */
  cacheEntries(): CacheEntry[] {
    return this.cacheFiles().map(readCacheEntry)
  }

  errorLog(): string {
    return safeRead(join(this.dir, 'error.log'))
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return
    const exited = new Promise<void>((done) => this.child.once('exit', () => done()))
    this.child.kill('SIGQUIT')
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }

  async remove(): Promise<void> {
    await this.stop()
    rmSync(this.dir, { recursive: true, force: true })
  }
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

export type CacheEntry = {
  file: string
  key: string
  statusLine: string
  headers: Record<string, string[]>
  body: string
}

/**
 * One file of nginx's cache: a binary header, `KEY: …`, then the upstream's answer as it
 * came (status line, headers, body; the body encoded as the origin sent it).
 */
export function readCacheEntry(file: string): CacheEntry {
  const raw = readFileSync(file)
  const keyAt = raw.indexOf('\nKEY: ')
  const keyEnd = raw.indexOf('\n', keyAt + 1)
  const key = raw.subarray(keyAt + 6, keyEnd).toString('utf8')
  const headEnd = raw.indexOf('\r\n\r\n', keyEnd)
  const head = raw
    .subarray(keyEnd + 1, headEnd)
    .toString('latin1')
    .split('\r\n')
  const headers: Record<string, string[]> = {}
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    ;(headers[name] ??= []).push(line.slice(colon + 1).trim())
  }
  let body = raw.subarray(headEnd + 4)
  const encoding = headers['content-encoding']?.[0]
  if (encoding === 'br') body = brotliDecompressSync(body)
  else if (encoding === 'gzip') body = gunzipSync(body)
  else if (encoding === 'deflate') body = inflateSync(body)
  return { file, key, statusLine: head[0] ?? '', headers, body: body.toString('utf8') }
}

/** redis-server on a free loopback port, no persistence, its files in a temporary directory. */
export class RedisServer {
  private child!: ChildProcess
  private constructor(
    readonly port: number,
    readonly dir: string,
  ) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`
  }

  static async start(): Promise<RedisServer> {
    const redis = new RedisServer(await freePort(), mkdtempSync(join(tmpdir(), 'cdn-redis-')))
    await redis.spawn()
    return redis
  }

  async spawn(): Promise<void> {
    const conf = join(this.dir, 'redis.conf')
    writeFileSync(
      conf,
      [
        `port ${this.port}`,
        'bind 127.0.0.1',
        'daemonize no',
        'save ""',
        'appendonly no',
        `dir ${this.dir}`,
        `pidfile ${this.dir}/redis.pid`,
        'loglevel warning',
      ].join('\n') + '\n',
    )
    this.child = spawn(binary('redis-server'), [conf], { stdio: ['ignore', 'ignore', 'pipe'] })
    children.add(this.child)
    this.child.once('exit', () => children.delete(this.child))
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error('redis-server exited at start')
      const ping = spawnSync(binary('redis-cli'), ['-p', String(this.port), 'ping'], {
        encoding: 'utf8',
      })
      if (ping.stdout.trim() === 'PONG') return
      await new Promise((done) => setTimeout(done, 100))
    }
    throw new Error('redis-server did not answer within 10 s')
  }

  /** One redis-cli command's output. */
  cli(...args: string[]): string {
    return spawnSync(binary('redis-cli'), ['-p', String(this.port), ...args], {
      encoding: 'utf8',
    }).stdout.trim()
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return
    const exited = new Promise<void>((done) => this.child.once('exit', () => done()))
    this.child.kill('SIGKILL')
    await exited
  }

  async remove(): Promise<void> {
    await this.stop()
    rmSync(this.dir, { recursive: true, force: true })
  }
}

export type Replica = {
  /** The running process (replaced on restart). */
  shop: ShopProcess
  port: number
  kill(signal?: NodeJS.Signals): Promise<void>
  restart(): Promise<void>
}

/** The origin behind a proxy: the backend, the replicas and, if asked for, Redis. */
export type OriginStack = {
  backend: BackendProcess
  contentDir: string
  replicas: Replica[]
  redis?: RedisServer
  stop(): Promise<void>
}

/** A caching proxy the suite runs in front of the replicas (nginx or Varnish). */
export type Proxy = { url: string; remove(): Promise<void> }

export type CdnStack = OriginStack & { nginx: Nginx }

export const previewToken = 'cdn-preview-token-7e21c4'
/** An ordinary desktop browser (Headless Chromium or no user agent would count as a crawler). */
export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** Backend, replicas (each talking to the backend directly), optional Redis, nginx in front. */
export async function startCdnStack(options: StackOptions = {}): Promise<CdnStack> {
  const stack = await startProxiedStack((upstreams) => Nginx.start(upstreams), options)
  return Object.assign(stack, { nginx: stack.proxy })
}

export type StackOptions = {
  replicas?: number
  redis?: boolean
  shopEnv?: Record<string, string>
}

/** The origin stack with the proxy `startProxy` starts in front of its replicas. */
export async function startProxiedStack<P extends Proxy>(
  startProxy: (upstreams: string[]) => Promise<P>,
  { replicas: count = 2, redis: withRedis = false, shopEnv = {} }: StackOptions = {},
): Promise<OriginStack & { proxy: P }> {
  const contentDir = copyContent()
  const started: { stop(): Promise<void> }[] = []
  try {
    return await startAll()
  } catch (error) {
    // Whatever did start is stopped: a failed start leaves no process (and no directory) behind.
    await Promise.all(started.map((each) => each.stop().catch(() => undefined)))
    rmSync(contentDir, { recursive: true, force: true })
    throw error
  }

  async function startAll(): Promise<OriginStack & { proxy: P }> {
    const backend = await startBackendProcess({
      contentDir,
      env: { STORYBLOK_PREVIEW_TOKEN: previewToken },
    })
    started.push({
      async stop() {
        await backend.stop()
        rmSync(backend.dataDir, { recursive: true, force: true })
      },
    })
    const redis = withRedis ? await RedisServer.start() : undefined
    if (redis) started.push({ stop: () => redis.remove() })
    const env = {
      SHOP_API_URL: backend.url,
      STORYBLOK_ENDPOINT: `${backend.url}/v2`,
      CMS_ASSET_ORIGIN: backend.url,
      STORYBLOK_PREVIEW_TOKEN: previewToken,
      STORYBLOK_WEBHOOK_SECRET: webhookSecret,
      // Nothing but the webhook (or its fan-out) makes a publish visible during a test.
      STORYBLOK_CV_REFRESH_SECONDS: '3600',
      HSTS_MAX_AGE: '0',
      // The experiments the shipped proxy configurations assign, as compose sets it.
      EDGE_EXPERIMENTS: 'home_hero_experiment',
      ...(redis ? { REDIS_URL: redis.url } : {}),
      ...shopEnv,
    }
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()))
    const replicas = await Promise.all(
      ports.map(async (port): Promise<Replica> => {
        const shop = await startShopProcess({ port, env, bootTimeoutMs: 90_000 })
        started.push({ stop: () => replica.shop.stop() })
        const replica: Replica = {
          shop,
          port,
          kill: (signal = 'SIGKILL') => killProcess(replica.shop.child, signal),
          async restart() {
            // Under load (the mixed run) a boot takes longer than on a quiet machine.
            replica.shop = await startShopProcess({ port, env, bootTimeoutMs: 90_000 })
          },
        }
        return replica
      }),
    )
    const proxy = await startProxy(ports.map((port) => `127.0.0.1:${port}`))
    started.push({ stop: () => proxy.remove() })
    return {
      backend,
      contentDir,
      replicas,
      proxy,
      ...(redis ? { redis } : {}),
      async stop() {
        await proxy.remove()
        await Promise.all(replicas.map((replica) => replica.shop.stop()))
        await redis?.remove()
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

const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 })

/** A GET through the proxy as a browser sends it (Host chooses the market). */
export function get(
  base: string,
  path: string,
  {
    host,
    cookie,
    headers = [],
    encoding = 'br, gzip',
    fresh = false,
  }: {
    host: string
    cookie?: string
    headers?: [string, string][]
    encoding?: string
    fresh?: boolean
  },
): Promise<RawResponse> {
  const all: [string, string][] = [
    ['Host', host],
    ['User-Agent', browserAgent],
    ['Accept', 'text/html,*/*'],
    ...headers,
  ]
  if (encoding) all.push(['Accept-Encoding', encoding])
  if (cookie) all.push(['Cookie', cookie])
  // `fresh`: a connection of its own (a kept-alive one may belong to a killed process).
  return send({ base, path, headers: all, ...(fresh ? {} : { agent: keepAlive }) })
}

/** The body of an answer, decoded as the browser would. */
export function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8')
  return response.text
}

export const xCache = (response: RawResponse) => String(response.headers['x-cache'] ?? '')

export function ensureDir(path: string) {
  mkdirSync(path, { recursive: true })
}

/** nginx's `ngx_murmur_hash2`, which `split_clients` hashes with. */
export function murmurHash2(text: string): number {
  const data = Buffer.from(text)
  let len = data.length
  let h = (0 ^ len) >>> 0
  let i = 0
  const m = 0x5bd1e995
  while (len >= 4) {
    let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24)
    k = Math.imul(k, m)
    k ^= k >>> 24
    k = Math.imul(k, m)
    h = Math.imul(h, m) ^ k
    i += 4
    len -= 4
  }
  if (len === 3) h ^= data[i + 2]! << 16
  if (len >= 2) h ^= data[i + 1]! << 8
  if (len >= 1) h = Math.imul(h ^ data[i]!, m)
  h ^= h >>> 13
  h = Math.imul(h, m)
  h ^= h >>> 15
  return h >>> 0
}

/** The arm the shipped nginx configuration gives a user key (`split_clients`, 50 % on). */
export function nginxArmOf(key: string, experiment = 'home_hero_experiment'): 'on' | 'off' {
  return murmurHash2(`${key}:${experiment}`) < 2 ** 31 ? 'on' : 'off'
}

/** `count` new user keys (UUID v4) that the edge puts into `arm`. */
export function keysInArm(arm: 'on' | 'off', count: number, armOf = nginxArmOf): string[] {
  const keys: string[] = []
  while (keys.length < count) {
    const key = randomUUID()
    if (armOf(key) === arm) keys.push(key)
  }
  return keys
}
