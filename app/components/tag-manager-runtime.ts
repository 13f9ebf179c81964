import { mayTrack } from '~/domain/consent'
import {
  commandsFor,
  gtagStartCommands,
  loginStateEntry,
  pageViewEntry,
  productViewEntry,
  sessionAnalyticsGlobal,
  sessionAnalyticsIdentify,
  sessionAnalyticsPolling,
  sessionAnalyticsPolls,
  tagManagerKindOf,
  tagManagerScriptUrl,
  tagManagerStartEntry,
  type DataLayerEntry,
  type ProductView,
  type TagManagerKind,
} from '~/domain/tag-manager'
import { mayPush, type DataLayerKind } from '~/domain/tracking'
import { currentConsent, visitSwitches } from './tracking'

/**
 * The tag manager in the browser, imported only after consent: the script (once, with
 * the page's nonce), the data layer and the session-analytics identification.
 */
type AnalyticsWindow = { dataLayer?: unknown[] } & Record<string, unknown>

let kind: TagManagerKind = 'gtm'
let polling: ReturnType<typeof setInterval> | undefined

function dataLayer(): unknown[] {
  return ((window as unknown as AnalyticsWindow).dataLayer ??= [])
}

function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads only `arguments` objects
  dataLayer().push(arguments)
}

function send(command: DataLayerEntry | unknown[]): void {
  if (Array.isArray(command)) gtag(...command)
  else dataLayer().push(command)
}

function stopPolling(): void {
  clearInterval(polling)
  polling = undefined
}

let started = false

/** Starts the data layer and loads the script, once and only with consent. */
export function start({ id, origin }: { id: string; origin: string }): void {
  if (started || !mayTrack(currentConsent())) return
  started = true
  kind = tagManagerKindOf(id)
  const now = Date.now()
  send(tagManagerStartEntry(now))
  if (kind === 'gtag') for (const command of gtagStartCommands(id, now)) send(command)
  const script = document.createElement('script')
  script.async = true
  script.src = tagManagerScriptUrl(origin, id)
  // The nonce property survives the browser's hiding of the attribute.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) script.nonce = nonce
  document.head.append(script)
  // A withdrawal ends a running identification at once; later pushes are refused below.
  window.addEventListener('consent-change', () => {
    if (!mayTrack(currentConsent())) stopPolling()
  })
}

export function push(entry: DataLayerEntry, entryKind: DataLayerKind = 'visit'): void {
  if (!mayPush(entryKind, currentConsent(), visitSwitches())) return
  for (const command of commandsFor(kind, entry)) send(command)
}

export function pageView(path: string, market: Parameters<typeof pageViewEntry>[1]): void {
  push(pageViewEntry(path, market))
}

export function productView(view: ProductView): void {
  push(productViewEntry(view))
}

export function loginState(isLoggedIn: boolean): void {
  push(loginStateEntry(isLoggedIn), 'customer')
}

/**
 * "When the customer number changes, the user is identified in a session-analytics tool": its
 * global may come later (loaded by the tag manager), so it is looked for every 2 s for 60 s.
 */
export function identify({ uid, displayName }: { uid: string; displayName: string }): void {
  stopPolling()
  const attempt = (): boolean => {
    if (!mayPush('customer', currentConsent(), visitSwitches())) return true
    const tool = (window as unknown as AnalyticsWindow)[sessionAnalyticsGlobal]
    if (typeof tool !== 'function') return false
    ;(tool as (...command: unknown[]) => void)(...sessionAnalyticsIdentify(uid, displayName))
    return true
  }
  if (attempt()) return
  let polls = 0
  polling = setInterval(() => {
    polls += 1
    if (attempt() || polls >= sessionAnalyticsPolls()) stopPolling()
  }, sessionAnalyticsPolling.everyMs)
}
