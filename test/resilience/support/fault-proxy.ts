/**
 * A fault-injecting HTTP proxy (node:http) for one upstream of the storefront. Per path
 * prefix it is switched at run time between passing requests through and misbehaving the
 * ways real upstreams do: refusing connections, dropping them, answering too slowly, with
 * an error status, with malformed JSON or with JSON of the wrong shape. Loopback only.
 *
 *   const proxy = await FaultProxy.start({ target: backendUrl })
 *   proxy.set('/web-api', { kind: 'status', status: 500 })
 *   proxy.set('/v2/cdn', { kind: 'status', status: 429 }, { times: 3 })   // then passes again
 *   await proxy.down()   // connection refused on the whole port, until proxy.up()
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type Fault =
  /** Forward to the upstream unchanged. */
  | { kind: 'pass' }
  /** Drop the connection without an answer (a crashed upstream behind a load balancer). */
  | { kind: 'reset' }
  /** Never answer; the client's own timeout has to fire. */
  | { kind: 'hang' }
  /** Forward, but only after a delay (slower than the client's timeout, usually). */
  | { kind: 'slow'; delayMs: number }
  /** Answer with this status (500, 502, 503, 429 …) and a small JSON or text body. */
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  /** 200 with a Content-Type of JSON and a body that is not JSON (cut off mid-object). */
  | { kind: 'malformed' }
  /** 200 with valid JSON that has none of the fields any client expects. */
  | { kind: 'wrong-shape' }

export type Hit = { method: string; path: string; at: number; fault: Fault['kind'] }

type Rule = { fault: Fault; remaining: number }

/** Headers of one connection, not of the message: a proxy sends its own (RFC 9110, 7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'upgrade'])

/** The upstream's answer headers without its hop-by-hop ones, as `writeHead` takes them. */
function endToEndHeaders(raw: string[]): string[] {
  const kept: string[] = []
  for (let i = 0; i < raw.length; i += 2)
    if (!hopByHop.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!)
  return kept
}

/**
 * Valid JSON, wrong everywhere: no `payload` object, no `message` object, no `story`, no `space`,
 * no `links` map.
 */
export const wrongShapeBody = JSON.stringify({
  payload: [1, 2, 3],
  message: 42,
  story: 'not a story',
  stories: {},
  links: [],
  space: 'none',
  cv: 'x',
})
export const malformedBody = '{"payload":{"firstName":"Tru'

export class FaultProxy {
  private rules = new Map<string, Rule>()
  private log: Hit[] = []
  private sockets = new Set<Socket>()
  private server: Server
  private listening = false

  private constructor(
    readonly target: URL,
    public port: number,
  ) {
    this.server = createServer((req, res) => this.handle(req, res))
    // Node's default, announced in the proxy's own Keep-Alive header: the storefront's pool
    // lets a connection go a second before the proxy would close it.
    this.server.keepAliveTimeout = 5_000
    this.server.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
  }

  /** Starts a proxy for `target` on `port` (0: any free port) of 127.0.0.1. */
  static async start({ target, port = 0 }: { target: string; port?: number }): Promise<FaultProxy> {
    const proxy = new FaultProxy(new URL(target), port)
    await proxy.up()
    return proxy
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** Sets the fault for every path starting with `prefix` (the longest matching prefix wins). */
  set(prefix: string, fault: Fault, { times = Infinity }: { times?: number } = {}): void {
    this.rules.set(prefix, { fault, remaining: times })
  }

  /** Every prefix back to pass-through; the hit log is kept. */
  heal(): void {
    this.rules.clear()
  }

  /** Requests seen (optionally only those whose path starts with `prefix`), oldest first. */
  hits(prefix = ''): Hit[] {
    return this.log.filter((hit) => hit.path.startsWith(prefix))
  }

  clearHits(): void {
    this.log = []
  }

  /** Connection refused: stops listening and drops every open connection. */
  async down(): Promise<void> {
    if (!this.listening) return
    this.listening = false
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    for (const socket of this.sockets) socket.destroy()
    await closed
  }

  /** Listens again on the same port. */
  async up(): Promise<void> {
    if (this.listening) return
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject)
        resolve()
      })
    })
    this.port = (this.server.address() as AddressInfo).port
    this.listening = true
  }

  async close(): Promise<void> {
    await this.down()
  }

  private ruleFor(path: string): Rule | undefined {
    let best: [string, Rule] | undefined
    for (const entry of this.rules) {
      if (
        path.startsWith(entry[0]) &&
        entry[1].remaining > 0 &&
        (!best || entry[0].length > best[0].length)
      )
        best = entry
    }
    return best?.[1]
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '/'
    const rule = this.ruleFor(path)
    const fault: Fault = rule ? rule.fault : { kind: 'pass' }
    if (rule && Number.isFinite(rule.remaining)) rule.remaining--
    this.log.push({ method: req.method ?? 'GET', path, at: Date.now(), fault: fault.kind })
    if (this.log.length > 50_000) this.log.splice(0, 10_000)

    switch (fault.kind) {
      case 'pass':
        return this.forward(req, res)
      case 'slow': {
        const timer = setTimeout(() => this.forward(req, res), fault.delayMs)
        res.on('close', () => clearTimeout(timer))
        return
      }
      case 'reset':
        req.socket.destroy()
        return
      case 'hang':
        req.resume()
        return
      case 'status':
        req.resume()
        res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers })
        res.end(
          fault.body ??
            JSON.stringify({ message: { text: `Injected ${fault.status}` }, payload: {} }),
        )
        return
      case 'malformed':
        req.resume()
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(malformedBody)
        return
      case 'wrong-shape':
        req.resume()
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(wrongShapeBody)
        return
    }
  }

  private forward(req: IncomingMessage, res: ServerResponse) {
    const upstream = httpRequest(
      {
        host: this.target.hostname,
        port: this.target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: this.target.host },
      },
      (answer) => {
        // Passing the upstream's `Keep-Alive: timeout=5` on would promise a connection the
        // proxy may already have closed: the client's next request on it would find it gone.
        res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.rawHeaders))
        answer.pipe(res)
      },
    )
    // The upstream is gone (killed, restarting): behave like it, drop the connection.
    upstream.on('error', () => req.socket.destroy())
    req.pipe(upstream)
  }
}
