/**
 * Campaigns: which of the market's campaigns runs at an instant (its price effect:
 * `campaign-prices.ts`), and how long a public page may stay at the CDN before the next
 * campaign boundary. Start and end are wall-clock minutes in the campaign's time zone; a
 * campaign runs from the first instant of its start minute up to, not including, the first
 * instant after its end minute.
 */
import { zonedInstant } from '~/utils/zoned-date'

export type CampaignDiscount =
  | { kind: 'percent'; productType: string; percent: number }
  | { kind: 'amount'; productType: string; amount: number }

export type CampaignRule = {
  id: string
  start: string
  end: string
  timeZone: string
  discounts: readonly CampaignDiscount[]
}

const msPerMinute = 60_000

/** The half-open span `[start, end)` a campaign runs, in ms since the epoch. */
export function campaignSpan(campaign: Pick<CampaignRule, 'start' | 'end' | 'timeZone'>): {
  start: number
  end: number
} {
  const known = spans.get(campaign)
  if (known) return known
  const span = {
    start: zonedInstant(campaign.start, campaign.timeZone),
    end: zonedInstant(campaign.end, campaign.timeZone) + msPerMinute,
  }
  spans.set(campaign, span)
  return span
}

/** Spans per campaign object: the cached campaign data is checked on every page view. */
const spans = new WeakMap<object, { start: number; end: number }>()

/** The campaign running at an instant; of overlapping ones the one that started last. */
export function runningCampaign<T extends CampaignRule>(
  campaigns: readonly T[],
  now: number,
): T | undefined {
  let chosen: { campaign: T; start: number } | undefined
  for (const campaign of campaigns) {
    const span = campaignSpan(campaign)
    if (span.start <= now && now < span.end && (!chosen || span.start > chosen.start))
      chosen = { campaign, start: span.start }
  }
  return chosen?.campaign
}

/** Whole seconds from `now` to the next start or end of any campaign; undefined: none ahead. */
export function secondsToNextBoundary(
  campaigns: readonly CampaignRule[],
  now: number,
): number | undefined {
  let next: number | undefined
  for (const campaign of campaigns) {
    const { start, end } = campaignSpan(campaign)
    for (const boundary of [start, end])
      if (boundary > now && (next === undefined || boundary < next)) next = boundary
  }
  return next === undefined ? undefined : Math.max(1, Math.ceil((next - now) / 1000))
}

/**
 * A public Cache-Control with its s-maxage no longer than the seconds given (the next campaign
 * boundary); other values pass unchanged.
 */
export function capSharedMaxAge(cacheControl: string, seconds: number | undefined): string {
  if (seconds === undefined) return cacheControl
  return cacheControl.replace(/\bs-maxage=(\d+)/, (whole, value: string) =>
    Number(value) > seconds ? `s-maxage=${seconds}` : whole,
  )
}
