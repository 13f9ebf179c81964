import * as z from 'zod/mini'
import { localisedPages } from './localised-pages'

/**
 * Field figures: the Core Web Vitals real shoppers' browsers measure, and the browser's
 * errors, as the beacons carry them to the shop. Everything here bounds what a browser may
 * send, so the metrics' labels and the log lines stay few and hold nothing personal.
 */

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type VitalName = (typeof vitalNames)[number]

/** The beacon of one page view, at most this many bytes (a full batch is about 300). */
export const beaconByteLimit = 4 * 1024

/** Plausible upper bounds: beyond them a figure is a broken browser or a forged beacon. */
const vitalMaxima: Record<VitalName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  FCP: 120_000,
  TTFB: 120_000,
}

/**
 * Histogram buckets around the "good" and "poor" thresholds of each figure (web.dev):
 * times in seconds, CLS unitless.
 */
export const vitalBuckets: Record<VitalName, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
  FCP: [0.3, 0.6, 1, 1.4, 1.8, 2.4, 3, 4, 6, 10],
  TTFB: [0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 1.8, 3, 5, 10],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
}

/** The figure as the histogram holds it: milliseconds become seconds, CLS stays. */
export function observedValue(name: VitalName, value: number): number {
  return name === 'CLS' ? value : value / 1000
}

const pageTypes = new Set<string>([
  'home',
  'content',
  'other',
  ...localisedPages.filter((page) => page.view).map((page) => page.id),
])

/** Whether a page type names a page of the shop (`pageTypeOf`), so labels stay bounded. */
export function isPageType(value: string): boolean {
  return pageTypes.has(value)
}

export const VitalsBeaconSchema = z.object({
  page: z.string().check(z.maxLength(60)),
  vitals: z
    .array(
      z.object({
        name: z.enum(vitalNames),
        value: z.number().check(z.gte(0)),
      }),
    )
    .check(z.minLength(1), z.maxLength(vitalNames.length)),
})

export type VitalFigure = { name: VitalName; value: number }

/**
 * The figures of a beacon worth counting: a known page type (else `other`), each figure once
 * (the last one wins, as web-vitals reports a final value last) and within its bounds.
 * Undefined: the beacon is malformed.
 */
export function parseVitalsBeacon(
  body: unknown,
): { pageType: string; vitals: VitalFigure[] } | undefined {
  const result = VitalsBeaconSchema.safeParse(body)
  if (!result.success) return undefined
  const byName = new Map<VitalName, number>()
  for (const { name, value } of result.data.vitals) {
    if (Number.isFinite(value) && value <= vitalMaxima[name]) byName.set(name, value)
  }
  if (byName.size === 0) return undefined
  return {
    pageType: isPageType(result.data.page) ? result.data.page : 'other',
    vitals: [...byName].map(([name, value]) => ({ name, value })),
  }
}

/** What kind of failure the browser saw. */
export const browserErrorKinds = ['error', 'unhandled-rejection', 'chunk-load', 'logged'] as const
export type BrowserErrorKind = (typeof browserErrorKinds)[number]

/** The longest message kept: enough to recognise an error, too short to carry a document. */
export const browserMessageLength = 300

export const BrowserErrorSchema = z.object({
  event: z.string().check(z.maxLength(60)),
  kind: z.enum(browserErrorKinds),
  page: z.string().check(z.maxLength(60)),
  message: z.optional(z.string().check(z.maxLength(2_000))),
  source: z.optional(z.string().check(z.maxLength(2_000))),
})

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
/** A URL's query and fragment, which may hold a token, a search or an address. */
const QUERY = /([^\s"'?#]*)[?#][^\s"')]*/g
const LONG_NUMBER = /\d{6,}/g

/**
 * A message or script address fit for the log: no e-mail addresses, no query strings or
 * fragments, no long numbers (customer, order or card numbers), at most
 * `browserMessageLength` characters.
 */
export function scrubbedText(text: string): string {
  const scrubbed = text
    .replace(EMAIL, '[email]')
    .replace(QUERY, '$1')
    .replace(LONG_NUMBER, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
  return scrubbed.length > browserMessageLength
    ? `${scrubbed.slice(0, browserMessageLength)}…`
    : scrubbed
}

/** The level a browser's event code is logged at: a countdown past its date is content's. */
export function browserEventLevel(event: string): 'warn' | 'error' {
  return event === 'countdown-date-in-past' ? 'warn' : 'error'
}

/**
 * A fixed window per key (the sender's address): at most `limit` admissions per `windowMs`.
 * Keys are forgotten once their window ended; at most `maxKeys` are held, the oldest dropped.
 */
export class KeyedRateLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  admit(key: string): boolean {
    const time = this.now()
    let window = this.windows.get(key)
    if (!window || time - window.startedAt >= this.windowMs) {
      this.windows.delete(key)
      window = { startedAt: time, count: 0 }
      this.windows.set(key, window)
      if (this.windows.size > this.maxKeys)
        this.windows.delete(this.windows.keys().next().value as string)
    }
    window.count++
    return window.count <= this.limit
  }
}
