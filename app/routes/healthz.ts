/** Liveness: the process is up and serving. Never cached. */
export function loader() {
  return new Response(JSON.stringify({ status: 'ok' }), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}
