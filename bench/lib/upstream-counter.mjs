// A counting proxy between the storefront and the reference backend: every upstream call
// the shop makes is classified and counted, so the bench can show what a page view costs.
import { createServer, request as httpRequest, Agent } from 'node:http'

/**
 * What an upstream call is:
 * - `cv`: the content cache-version check (`cdn/spaces/me`), on a timer, not per page view;
 * - `content`: stories and the slug index (`/v2/cdn/…`);
 * - `customer`: the customer-data call;
 * - `price`: prices, product data and shipping from the shop API (`/price-api/…`, other
 * `/web-api/…` GETs);
 * - `other`: images and anything else.
 */
export function kindOf(method, path) {
  if (path.startsWith('/v2/cdn/spaces/me')) return 'cv'
  if (path.startsWith('/v2/')) return 'content'
  if (path.startsWith('/web-api/customer-data')) return 'customer'
  if (path.startsWith('/price-api/') || (method === 'GET' && path.startsWith('/web-api/')))
    return 'price'
  return 'other'
}

export async function startUpstreamCounter(targetUrl) {
  const target = new URL(targetUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const counts = { cv: 0, content: 0, customer: 0, price: 0, other: 0 }
  const server = createServer((incoming, outgoing) => {
    counts[kindOf(incoming.method ?? 'GET', incoming.url ?? '/')]++
    if (process.env.COUNTER_LOG)
      process.stderr.write(`[upstream] ${incoming.method} ${incoming.url}\n`)
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(forwarded)
  })
  server.keepAliveTimeout = 60_000
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    /** A copy of the counts so far. */
    snapshot: () => ({ ...counts }),
    /** The calls made since a snapshot, per kind. */
    since: (before) =>
      Object.fromEntries(
        Object.entries(counts).map(([kind, count]) => [kind, count - (before[kind] ?? 0)]),
      ),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
        agent.destroy()
      }),
  }
}
