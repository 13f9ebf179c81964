/**
 * The market suggestion from the shopper's location: the shop
 * may say "you seem to be in Switzerland — go to the Swiss shop", never switch by itself.
 * The market stays what the host and the path say (shop-core §3). Pure.
 */
import { isSwitcherCountry, switchLocale } from './market-switch'
import type { Channel, Country, Language, Locale } from './market'

/** Countries without a shop of their own that a neighbour's shop serves. */
export const servedByNeighbour: Readonly<Record<string, Country>> = {
  MC: 'FR',
  SM: 'IT',
  VA: 'IT',
}

/** The country whose shop serves a located country (ISO 3166-1 alpha-2), or null. */
export function shopCountryFor(located: string | null | undefined): Country | null {
  if (!located) return null
  const code = located.toUpperCase()
  if (isSwitcherCountry(code)) return code
  return servedByNeighbour[code] ?? null
}

export type LocationSuggestion = { channel: Channel; country: Country; locale: Locale }

/**
 * The market to suggest: the located country's shop on the same channel, in the page's
 * language when that shop speaks it. Nothing for crawlers (they index what the URL says),
 * for an unknown location, or when the shopper already is in that country's shop.
 */
export function locationSuggestion({
  located,
  market,
  crawler,
}: {
  located: string | null | undefined
  market: { channel: Channel; country: Country; language: Language }
  crawler: boolean
}): LocationSuggestion | null {
  if (crawler) return null
  const country = shopCountryFor(located)
  if (!country || country === market.country) return null
  return { channel: market.channel, country, locale: switchLocale(country, market.language) }
}

/** The answer of the storefront's `/api/location-suggestion`: a country and its shop's home. */
export type SuggestionAnswer = { suggestion: { country: Country; url: string } | null }

/** Reads that answer in the browser (no schema library there): anything unexpected is none. */
export function suggestionOf(value: unknown): SuggestionAnswer['suggestion'] {
  const suggestion = (value as { suggestion?: { country?: unknown; url?: unknown } } | null)
    ?.suggestion
  if (!suggestion || !isSwitcherCountry(suggestion.country)) return null
  const { url } = suggestion
  if (typeof url !== 'string' || !/^https?:\/\/[^/\\]/.test(url)) return null
  return { country: suggestion.country, url }
}
