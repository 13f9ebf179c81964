import { parse as parseCookies } from 'cookie'
import { consentCookieName, consentStateOf, mayTrack } from '~/domain/consent'
import { checkProperties, isValidEventType, isValidEventValue, isUserKey } from '~/domain/flags'
import { flagClient, USER_KEY_COOKIE } from './flags.server'
import { logEvent } from './logger.server'

export const MAX_EVENTS_PER_BATCH = 50

export type TrackedEvent = {
  eventType: string
  value: number | null
  properties: Record<string, string | number | boolean | null>
}
export type TrackResult = { status: 202 | 204 | 400; accepted: number; rejected: number }

/**
 * Forwards the browser's tracked events to the flag SDK (`track`, traffic type `user`),
 * for the shopper's existing user key. Invalid events are dropped (logged, never thrown);
 * without granted consent (declined or not yet chosen) or a user key nothing is tracked.
 */
export async function trackEvents(cookieHeader: string, body: unknown): Promise<TrackResult> {
  const events = (body as { events?: unknown } | null)?.events
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS_PER_BATCH) {
    return { status: 400, accepted: 0, rejected: 0 }
  }
  const cookies = parseCookies(cookieHeader.length <= 8192 ? cookieHeader : '')
  const key = cookies[USER_KEY_COOKIE]
  if (!mayTrack(consentStateOf(cookies[consentCookieName])) || !key || !isUserKey(key)) {
    return { status: 204, accepted: 0, rejected: events.length }
  }
  const valid = events.map(validEvent)
  const accepted = valid.filter((event): event is TrackedEvent => event !== undefined)
  const flags = await flagClient()
  if (flags.client && flags.ready) {
    for (const event of accepted) {
      const sent = flags.client.track(
        key,
        'user',
        event.eventType,
        event.value ?? undefined,
        event.properties,
      )
      if (!sent) logEvent('warn', 'flag-track-failure', { eventType: event.eventType })
    }
  }
  return { status: 202, accepted: accepted.length, rejected: events.length - accepted.length }
}

function validEvent(input: unknown): TrackedEvent | undefined {
  const { eventType, value = null, properties = {} } = (input ?? {}) as Record<string, unknown>
  if (typeof eventType !== 'string' || !isValidEventType(eventType)) return undefined
  if (!isValidEventValue(value)) return undefined
  const checked = checkProperties(properties)
  if (!checked || checked.tooLarge) return undefined
  if (checked.tooMany)
    logEvent('warn', 'flag-track-properties-count', {
      eventType,
      count: Object.keys(checked.properties).length,
    })
  return { eventType, value, properties: checked.properties }
}
