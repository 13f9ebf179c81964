// Deterministic identifiers: the same slug always yields the same id, uuid and timestamps,
// so regenerating the stories gives byte-identical files.
import { createHash } from 'node:crypto'

export const SPACE_ID = 287465

export function sha1(text) {
  return createHash('sha1').update(text).digest('hex')
}

/** A v4-shaped uuid derived from a seed. */
export function uuidFrom(seed) {
  const h = sha1(seed)
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** A 9-digit integer id derived from a seed (Storyblok ids look like this). */
export function idFrom(seed) {
  return 100_000_000 + (parseInt(sha1(seed).slice(0, 12), 16) % 900_000_000)
}

/** A timestamp in the window [start, start + spanDays) derived from a seed. */
export function timestampFrom(seed, start = '2026-09-01T08:00:00.000Z', spanDays = 60) {
  const offset = parseInt(sha1(seed).slice(0, 8), 16) % (spanDays * 24 * 3600)
  return new Date(Date.parse(start) + offset * 1000).toISOString()
}
