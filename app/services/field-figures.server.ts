import { parse as parseCookies } from 'cookie'
import { consentCookieName, consentStateOf, mayTrack } from '~/domain/consent'
import {
  beaconByteLimit,
  browserEventLevel,
  BrowserErrorSchema,
  isPageType,
  KeyedRateLimit,
  observedValue,
  parseVitalsBeacon,
  scrubbedText,
} from '~/domain/field-figures'
import { browserEventCodes } from '~/utils/browser-event-codes'
import { logEvent } from './logger.server'
import { recordBeacon, recordVital } from './metrics.server'
import { readBody } from './request-body.server'
import { requestContext } from './request-context.server'
import type { AppLoadContext } from '@remix-run/node'

/** A page view sends one vitals beacon and rarely an error: more is a loop or a flood. */
const vitalsLimit = new KeyedRateLimit(60, 60_000)
const errorLimit = new KeyedRateLimit(20, 60_000)

const browserCodes = new Set<string>(Object.values(browserEventCodes))

const noContent = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
const refused = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** The beacon's JSON, or the answer that refuses it (413 too large, 400 malformed). */
async function beaconBody(
  request: Request,
  kind: 'vitals' | 'error',
): Promise<{ body: unknown } | Response> {
  let bytes: Uint8Array
  try {
    bytes = await readBody(request, beaconByteLimit)
  } catch (answer) {
    if (answer instanceof Response) {
      recordBeacon(kind, 'too-large')
      return refused(413, 'Beacon too large')
    }
    throw answer
  }
  try {
    return { body: JSON.parse(new TextDecoder().decode(bytes)) as unknown }
  } catch {
    recordBeacon(kind, 'malformed')
    return refused(400, 'Malformed JSON')
  }
}

/**
 * `POST /api/vitals`: a page view's Core Web Vitals into the histograms, labelled by page
 * type and the market of the host that served the page. Only with the statistics consent in
 * the shopper's cookie and never from crawlers; nothing is stored about the sender.
 */
export async function receiveVitals(request: Request, load: AppLoadContext): Promise<Response> {
  if (!vitalsLimit.admit(load.clientAddress)) {
    recordBeacon('vitals', 'limited')
    return refused(429, 'Too many beacons')
  }
  const read = await beaconBody(request, 'vitals')
  if (read instanceof Response) return read
  const beacon = parseVitalsBeacon(read.body)
  if (!beacon) {
    recordBeacon('vitals', 'malformed')
    return refused(400, 'Expected { page, vitals: [{ name, value }] }')
  }
  const cookie = request.headers.get('cookie') ?? ''
  const cookies = parseCookies(cookie.length <= 8192 ? cookie : '')
  const context = requestContext(request, load)
  if (!mayTrack(consentStateOf(cookies[consentCookieName])) || context.device.isCrawler) {
    recordBeacon('vitals', 'ignored')
    return noContent()
  }
  const market = `${context.market.channel}-${context.market.country}`
  for (const { name, value } of beacon.vitals)
    recordVital(name, beacon.pageType, market, observedValue(name, value))
  recordBeacon('vitals', 'accepted')
  return noContent()
}

/**
 * `POST /api/browser-error`: an error the shopper's browser saw, logged under its catalogue
 * code (throttled like every event line), with its message and script scrubbed of anything
 * personal. No consent is asked: it serves the running of the shop and names nobody.
 */
export async function receiveBrowserError(
  request: Request,
  load: AppLoadContext,
): Promise<Response> {
  if (!errorLimit.admit(load.clientAddress)) {
    recordBeacon('error', 'limited')
    return refused(429, 'Too many beacons')
  }
  const read = await beaconBody(request, 'error')
  if (read instanceof Response) return read
  const result = BrowserErrorSchema.safeParse(read.body)
  if (!result.success || !browserCodes.has(result.data.event)) {
    recordBeacon('error', 'malformed')
    return refused(400, 'Expected { event, kind, page, message?, source? }')
  }
  const { event, kind, page, message, source } = result.data
  const context = requestContext(request, load)
  logEvent(browserEventLevel(event), event, {
    source: 'browser',
    kind,
    pageType: isPageType(page) ? page : 'other',
    market: `${context.market.channel}-${context.market.country}`,
    ...(message ? { message: scrubbedText(message) } : {}),
    ...(source ? { script: scrubbedText(source) } : {}),
  })
  recordBeacon('error', 'accepted')
  return noContent()
}
