/**
 * The tag manager and its data layer (shop-core §4, §5, §9): which id a market loads,
 * whether anything may be loaded or pushed, the entries' shapes and the session-analytics
 * polling. Nothing here runs before the shopper granted consent.
 */
import { channels, countryOf, locales, type Market } from './market'
import { isTagManagerId, pageViewEventName } from './tracking'

export const defaultTagManagerOrigin = 'https://www.googletagmanager.com'

/** A market's key in `TAG_MANAGER_IDS`: channel and country, e.g. `cards-DE`, `wallart-CH`. */
export function marketKeyOf(market: Pick<Market, 'channel' | 'country'>): string {
  return `${market.channel}-${market.country}`
}

function isIdKey(key: string): boolean {
  const isChannel = (name: string) => (channels as readonly string[]).includes(name)
  if (key === '*' || isChannel(key)) return true
  const [channel = '', country = '', ...rest] = key.split('-')
  return rest.length === 0 && isChannel(channel) && locales.some((l) => countryOf(l) === country)
}

export type TagManagerIds = Readonly<Record<string, string>>

/**
 * `TAG_MANAGER_IDS`: a JSON object from a market key (`cards-DE`), a channel (`cards`) or `*`
 * to a tag-manager id; empty: no tag manager.
 */
export function parseTagManagerIds(
  value: string,
): { ok: true; ids: TagManagerIds } | { ok: false; problem: string } {
  if (value.trim() === '') return { ok: true, ids: {} }
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    parsed = undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return {
      ok: false,
      problem: 'expected a JSON object from a market key (cards-DE), a channel or * to an id',
    }
  const ids: Record<string, string> = {}
  for (const [key, id] of Object.entries(parsed)) {
    if (!isIdKey(key))
      return { ok: false, problem: `not a market key, channel or *: ${key.slice(0, 50)}` }
    if (typeof id !== 'string' || !isTagManagerId(id))
      return {
        ok: false,
        problem: `${key}: a tag-manager id is GTM- or G- and uppercase letters or digits`,
      }
    ids[key] = id
  }
  return { ok: true, ids }
}

/** The id for a market: its own key, then its channel, then `*`. */
export function tagManagerIdFor(
  ids: TagManagerIds,
  market: Pick<Market, 'channel' | 'country'>,
): string | undefined {
  return ids[marketKeyOf(market)] ?? ids[market.channel] ?? ids['*']
}

export type TagManagerKind = 'gtm' | 'gtag'

export function tagManagerKindOf(id: string): TagManagerKind {
  return id.startsWith('GTM-') ? 'gtm' : 'gtag'
}

/** The script: `gtm.js` for a container (GTM-), `gtag/js` for a measurement id (G-). */
export function tagManagerScriptUrl(origin: string, id: string): string {
  const path = tagManagerKindOf(id) === 'gtm' ? '/gtm.js' : '/gtag/js'
  return `${origin}${path}?id=${encodeURIComponent(id)}`
}

export type DataLayerEntry = Record<string, unknown>

/** The container's start entry, the one GTM's own snippet pushes before loading the script. */
export function tagManagerStartEntry(now: number): DataLayerEntry {
  return { 'gtm.start': now, event: 'gtm.js' }
}

/** "Page-view event name: landingpage_view", with the path and the market. */
export function pageViewEntry(
  path: string,
  market: Pick<Market, 'channel' | 'country' | 'locale' | 'currency'>,
): DataLayerEntry {
  return {
    event: pageViewEventName,
    page_path: path,
    market: marketKeyOf(market),
    locale: market.locale,
    currency: market.currency,
  }
}

/** The login state once the customer is known; never a number, a name or an e-mail address. */
export function loginStateEntry(isLoggedIn: boolean): DataLayerEntry {
  return { event: 'login_state', isLoggedIn }
}

export type ProductView = {
  product: string
  material: string
  format: string
  frame?: string | null
  price: number | null
  currency: string
}

/** The calculator's selection as a product view (the ecommerce `view_item` shape). */
export function productViewEntry(view: ProductView): DataLayerEntry {
  const item = {
    item_id: view.product,
    item_variant: [view.material, view.format, view.frame].filter(Boolean).join('|'),
    material: view.material,
    format: view.format,
    ...(view.frame ? { frame: view.frame } : {}),
    ...(view.price === null ? {} : { price: view.price }),
  }
  return {
    event: 'view_item',
    ecommerce: {
      currency: view.currency,
      ...(view.price === null ? {} : { value: view.price }),
      items: [item],
    },
  }
}

/**
 * A measurement id (G-) reads gtag commands, not objects: the entry as the `gtag('event', …)`
 * arguments; a container (GTM-) takes the object as it is.
 */
export function commandsFor(
  kind: TagManagerKind,
  entry: DataLayerEntry,
): (DataLayerEntry | unknown[])[] {
  if (kind === 'gtm') return [entry]
  const { event, ...parameters } = entry
  return typeof event === 'string' ? [['event', event, parameters]] : [entry]
}

/** gtag's own start: the clock, then the id (page views are the shop's `landingpage_view`). */
export function gtagStartCommands(id: string, now: number): unknown[][] {
  return [
    ['js', new Date(now)],
    ['config', id, { send_page_view: false }],
  ]
}

/** "Session-analytics polling: every 2 s for up to 60 s." */
export const sessionAnalyticsPolling = { everyMs: 2_000, forMs: 60_000 } as const

/** The polls after the first try: 30 (at 2 s … 60 s). */
export function sessionAnalyticsPolls(
  schedule: { everyMs: number; forMs: number } = sessionAnalyticsPolling,
): number {
  return Math.floor(schedule.forMs / schedule.everyMs)
}

/** The session-analytics global (Hotjar's `hj`) and its identify call: uid and display name. */
export const sessionAnalyticsGlobal = 'hj'

export function sessionAnalyticsIdentify(uid: string, displayName: string): unknown[] {
  return ['identify', uid, { displayName }]
}
