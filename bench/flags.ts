// `npm run bench:flags`: the server time flag evaluation adds to a request, measured on the
// real Split SDK (localhost mode, config/flags.yml). Prints a table; asserts nothing.
import { performance } from 'node:perf_hooks'
import { localLoadContext, requestContext } from '~/services/request-context.server'
import { closeFlagClient, evaluateFlags, flagClient } from '../app/services/flags.server'

const ITERATIONS = 20_000
const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const FLAGS_ONE = ['home_hero_experiment']
const FLAGS_FIVE = [
  'home_hero_experiment',
  'product_matrix_wallart',
  'calculator_layout_voll_965',
  'calculator_top_deal_voll_967',
  'calculator_acrylic_prices_voll_1409',
]

function request(i: number, withCookie: boolean) {
  const headers: Record<string, string> = { host: 'wallart-de.localhost:3000', 'user-agent': UA }
  if (withCookie)
    headers.cookie = `shop_uk=${String(i % 10_000).padStart(8, '0')}-1111-4111-8111-111111111111`
  return new Request(`http://wallart-de.localhost:3000/leinwanddruck/?i=${i}`, { headers })
}

async function measure(label: string, names: string[], withCookie: boolean) {
  // The request context (market, device) is computed once per request anyway; time it apart.
  const requests = Array.from({ length: ITERATIONS }, (_, i) => request(i, withCookie))
  const contexts = requests.map((r) => requestContext(r, localLoadContext()))
  const start = performance.now()
  for (let i = 0; i < ITERATIONS; i++)
    await evaluateFlags(requests[i] as Request, contexts[i]!, names)
  const perRequestUs = ((performance.now() - start) / ITERATIONS) * 1000
  return { label, 'µs per request': perRequestUs.toFixed(1) }
}

await flagClient()
const rows = [
  await measure('no flags on the page', [], true),
  await measure('1 flag, returning shopper', FLAGS_ONE, true),
  await measure('5 flags, returning shopper', FLAGS_FIVE, true),
  await measure('1 flag, first visit (new key + cookie)', FLAGS_ONE, false),
]
console.table(rows)
await closeFlagClient()
process.exit(0)
