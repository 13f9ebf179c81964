/**
 * Rules of individual content blocks (site-chrome §2 "Content pages", §4 "Feature-flag
 * evaluation"; shop-core §9 "Channel defaults").
 */
import { countryTimeZones } from '../../contracts/vocabulary'
import { channelDefaults } from './channel'
import { msPerDay, msPerHour, msPerMinute, time } from './constants'
import { fallbackTreatment, type Treatment } from './flags'
import type { Channel, Country, Locale } from './market'

/** The content component names of the A/B block and its on/off children. */
export const abTestComponent = 'ab-test'

/**
 * "An A/B content block shows its on or off children depending on a feature flag":
 * the treatment `on` shows the on children; off, control, an unknown value or no
 * treatment at all ("Any failure falls back to off") show the off children.
 */
export function abTestBranch(
  treatment: string | null | undefined,
): Extract<Treatment, 'on' | 'off'> {
  return treatment === 'on' ? 'on' : fallbackTreatment
}

/** The flag names the A/B blocks of a story ask for, so the flag layer evaluates only those. */
export function abTestFlagsOf(content: unknown): string[] {
  const flags = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    const block = value as Record<string, unknown>
    if (block.component === abTestComponent && typeof block.flag === 'string' && block.flag.trim())
      flags.add(block.flag.trim())
    Object.values(block).forEach(visit)
  }
  visit(content)
  return [...flags]
}

/**
 * "The collage page takes its design from query parameter designId, falling back to a
 * default collage id" (13 on the card channel, 1 on the wall-art channel). Only a
 * positive integer counts as a design id.
 */
export function collageDesignId(
  designId: string | null | undefined,
  channel: Channel,
  locale: Locale,
): number {
  const value = designId?.trim()
  if (value && /^[1-9]\d{0,9}$/.test(value)) return Number(value)
  return channelDefaults(channel, locale).defaultCollageId
}

export type CountdownState =
  | { kind: 'invalid' }
  | { kind: 'past' }
  | { kind: 'running'; days: number; hours: number; minutes: number; seconds: number }

/**
 * The countdown block's remaining time to its date; `past` when the date has passed
 * (logged as `countdown-date-in-past`), `invalid` when the date is not a date.
 */
export function countdownState(date: unknown, nowMs: number): CountdownState {
  const target = typeof date === 'string' && date.trim() ? Date.parse(date) : Number.NaN
  if (Number.isNaN(target)) return { kind: 'invalid' }
  const left = target - nowMs
  if (left <= 0) return { kind: 'past' }
  return {
    kind: 'running',
    days: Math.floor(left / msPerDay),
    hours: Math.floor((left % msPerDay) / msPerHour),
    minutes: Math.floor((left % msPerHour) / msPerMinute),
    seconds: Math.floor((left % msPerMinute) / time.msPerSecond),
  }
}

const videoTypes: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
}

/** The MIME type of a video asset by its extension; undefined when the file is no video. */
export function videoTypeOf(filename: string | null | undefined): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase()
  return extension ? videoTypes[extension] : undefined
}

const timeZones: Readonly<Record<Country, string>> = countryTimeZones

/** The time zone dates are shown in for a market's country (the shop's time, not the browser's). */
export function timeZoneOf(country: Country): string {
  return timeZones[country]
}

/** Where the hero shows its media: full width, 16:7 on wide screens (CSS crops). */
export const heroWidth = 1280
export const heroHeight = 560
