/**
 * Feature-flag input rules (site-chrome §4, §5, §8, §9): what the flag layer accepts before
 * handing anything to the flag library, and its treatments and defaults. ADR 042.
 */

export const treatments = ['on', 'off', 'control'] as const
export type Treatment = (typeof treatments)[number]
/** "Any failure falls back to off." */
export const fallbackTreatment = 'off' satisfies Treatment

export const maxKeyLength = 250

/** "Key: non-empty string of at most 250 characters." */
export function isValidKey(key: unknown): key is string {
  return typeof key === 'string' && key.length > 0 && key.length <= maxKeyLength
}

export type SplitKey = string | { matchingKey: string; bucketingKey: string }

/** "Bucketing key and matching key both required when an object is given." */
export function isValidSplitKey(key: unknown): key is SplitKey {
  if (typeof key !== 'object' || key === null) return isValidKey(key)
  const { matchingKey, bucketingKey } = key as Record<string, unknown>
  return isValidKey(matchingKey) && isValidKey(bucketingKey)
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/**
 * The user key is a generated UUID kept in a cookie; a cookie holding anything else is replaced.
 */
export function isUserKey(value: string): boolean {
  return uuidPattern.test(value)
}

const eventTypePattern = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/

/**
 * "Event type: alphanumeric start followed by up to 79 characters of letters, digits, dash,
 * underscore, period or colon."
 */
export function isValidEventType(eventType: string): boolean {
  return eventTypePattern.test(eventType)
}

/** "Traffic type lowercased if it has capitals"; undefined when empty. */
export function normaliseTrafficType(trafficType: string): string | undefined {
  return trafficType === '' ? undefined : trafficType.toLowerCase()
}

/** "Event value a finite number or null." */
export function isValidEventValue(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value))
}

export const maxPropertyCount = 300
export const maxPropertiesSize = 32_768
const basePropertiesSize = 1024

export type PropertyValue = string | number | boolean | null

export type CheckedProperties = {
  /** The properties with every unsupported value replaced by null. */
  properties: Record<string, PropertyValue>
  /** The estimated size in bytes, as the library computes it. */
  size: number
  /** More than 300 properties: a warning only. */
  tooMany: boolean
  /** Over 32768 bytes: the event is rejected. */
  tooLarge: boolean
}

function valueSize(value: PropertyValue): number {
  if (typeof value === 'string') return value.length * 2
  if (typeof value === 'number') return 8
  if (typeof value === 'boolean') return 4
  return 0
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * "Properties: plain object; at most 300 properties (warning); total size at most 32768
 * bytes (about 1024 base plus 2 per key or string character, 8 per number, 4 per boolean);
 * only string, number, boolean or null values (others become null)." Undefined when not a
 * plain object.
 */
export function checkProperties(input: unknown): CheckedProperties | undefined {
  if (!isPlainObject(input)) return undefined
  const entries = Object.entries(input).map(([key, raw]): [string, PropertyValue] => [
    key,
    typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' || raw === null
      ? raw
      : null,
  ])
  const size = entries.reduce(
    (sum, [key, value]) => sum + key.length * 2 + valueSize(value),
    basePropertiesSize,
  )
  const properties = Object.fromEntries(entries)
  return {
    properties,
    size,
    tooMany: entries.length > maxPropertyCount,
    tooLarge: size > maxPropertiesSize,
  }
}

export type AttributeValue = string | number | boolean | readonly string[]

/** "Attribute names non-empty strings; values string, number, boolean or array of strings." */
export function isValidAttribute(name: string, value: unknown): value is AttributeValue {
  if (name === '') return false
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string')
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

const flagSetPattern = /^[a-z0-9][_a-z0-9]{0,49}$/

/**
 * "Flag set: lowercase alphanumeric, starting with a letter or number, at most 50 characters"
 * (underscores as the library allows).
 */
export function isValidFlagSet(name: string): boolean {
  return flagSetPattern.test(name)
}

const semverPattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

/** "Semantic versions need three numeric parts" (semver.org 2.0.0 grammar). */
export function isSemanticVersion(version: string): boolean {
  return semverPattern.test(version)
}

export const consentValues = ['granted', 'declined', 'unknown'] as const
export type Consent = (typeof consentValues)[number]
export const defaultConsent: Consent = 'granted'

/** "User consent value: granted, declined or unknown; default granted." */
export function consentOf(value: string | undefined): Consent {
  return (consentValues as readonly (string | undefined)[]).includes(value)
    ? (value as Consent)
    : defaultConsent
}

/** The query parameter that forces a flag's treatment, e.g. ?ff-wallart-matrix=on. */
export function forcedTreatmentParam(flagName: string): string {
  return `ff-${flagName}`
}

/**
 * "Forced treatment through a URL query is accepted only if it is on, off, control or an allowed
 * value in the list."
 */
export function forcedTreatment(
  value: string | null | undefined,
  allowed: readonly string[] = [],
): string | undefined {
  if (value === null || value === undefined) return undefined
  return (treatments as readonly string[]).includes(value) || allowed.includes(value)
    ? value
    : undefined
}

/** "Shared Client needs a valid key." */
export const invalidSharedClientKeyMessage = 'Shared Client needs a valid key.'

/** The flag library's defaults the spec names (library version 11.4.1). */
export const flagLibraryDefaults = {
  requestTimeoutBeforeReadyMs: 5_000,
  retriesOnFailureBeforeReady: 1,
  eventsFirstPushWindowMs: 10_000,
  cacheExpiryDays: 10,
  minCacheExpiryDays: 1,
  clearOnInitWindowMs: 24 * 60 * 60 * 1000,
  flushCooldownMs: 1_000,
  impressionsDedupCacheSize: 500,
  telemetrySamplingRate: 0.001,
  streamingEventsKept: 20,
  tagsKept: 10,
  latencyBuckets: 23,
  readyTimeoutMs: 10_000,
} as const

export const readinessEvents = ['ready', 'ready-from-cache', 'timed-out', 'updated'] as const

/**
 * Experiments the edge assigns (ADR 174): the request header that carries a flag's arm, one per
 * experiment so a page varies only on the experiments it runs (`home_hero_experiment` →
 * `x-shop-arm-home-hero-experiment`; nginx drops header names with underscores).
 */
export function edgeArmHeader(flag: string): string {
  return `x-shop-arm-${flag.toLowerCase().replace(/_/g, '-')}`
}

const flagNamePattern = /^[a-z0-9][a-z0-9_-]{0,99}$/i

/** A flag name an operator may list for the edge (`EDGE_EXPERIMENTS`). */
export function isFlagName(value: string): boolean {
  return flagNamePattern.test(value)
}

/** The arm an edge sent for an experiment, if it is one the shop renders. */
export function edgeArm(value: string | null): 'on' | 'off' | undefined {
  return value === 'on' || value === 'off' ? value : undefined
}
