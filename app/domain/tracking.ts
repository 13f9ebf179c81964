/** Tracking and logging switches (shop-core §5, §9). */
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
