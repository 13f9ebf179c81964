/**
 * The request id of a log line and the `X-Request-Id` answer header: the one the CDN or load
 * balancer sent, when it looks like an id (so a client cannot inject text into the logs),
 * else a new one.
 */
const acceptable = /^[A-Za-z0-9._:@/+=-]{8,128}$/

export function requestIdFrom(header: string | null, create: () => string): string {
  return header && acceptable.test(header) ? header : create()
}
