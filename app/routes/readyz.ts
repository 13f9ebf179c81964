import { checkUpstreams } from '~/services/readiness.server'

/** Readiness: content and shop API reachable. 503 while either is not. Never cached. */
export async function loader() {
  const checks = await checkUpstreams()
  const ready = Object.values(checks).every((check) => check === 'ok')
  return new Response(JSON.stringify({ status: ready ? 'ok' : 'unavailable', checks }), {
    status: ready ? 200 : 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
