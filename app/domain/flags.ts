/**
 * Feature-flag input rules (site-chrome §4, §5, §8, §9): what the flag layer accepts before
 * handing anything to the flag library, and its treatments and defaults.
 */

export const treatments = ['on', 'off', 'control'] as const
export type Treatment = (typeof treatments)[number]
/** "Any failure falls back to off." */
export const fallbackTreatment = 'off' satisfies Treatment

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

/**
 * Experiments the edge assigns: the request header that carries a flag's arm, one per
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
