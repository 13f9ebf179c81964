/** Tracking and logging switches (shop-core §5, §9). */
import { mayTrack, type ConsentState } from './consent'
import { type ParamSource, paramOf } from './query-params'

const tagManagerIdPattern = /^(?:GTM|G)-[A-Z0-9]+$/

/** "A tag-manager id must match 'GTM-' or 'G-' followed by uppercase letters or digits." */
export function isTagManagerId(id: string): boolean {
  return tagManagerIdPattern.test(id)
}

export type TrackingSwitches = { tracking: boolean; logging: boolean }

/**
 * "Tracking and logging are switched off when the query parameters tracking or logging equal 0."
 */
export function trackingSwitches(query: ParamSource): TrackingSwitches {
  return {
    tracking: paramOf(query, 'tracking') !== '0',
    logging: paramOf(query, 'logging') !== '0',
  }
}

/** "Page-view event name: landingpage_view." */
export const pageViewEventName = 'landingpage_view'

/**
 * What a data-layer entry is about: the visit (page and product views, the tag manager itself)
 * or the customer (login state, sign-in dialogs, session-analytics identification).
 */
export type DataLayerKind = 'visit' | 'customer'

/**
 * Only after consent; `tracking=0` stops the tag manager and its data layer for the visit,
 * `logging=0` what is logged about the customer.
 */
export function mayPush(
  kind: DataLayerKind,
  consent: ConsentState,
  switches: TrackingSwitches,
): boolean {
  return mayTrack(consent) && switches.tracking && (kind === 'visit' || switches.logging)
}
