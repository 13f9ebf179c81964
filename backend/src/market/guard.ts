import { COUNTRIES, isChannel, isLocale, languageOf, type Market } from './markets'
import type { IncomingHttpHeaders } from 'node:http'

/** Paths of the shop API: every request to them must name its market (shop-core §7). */
export function isShopApiPath(path: string): boolean {
  return (
    path.startsWith('/web-api/') ||
    path === '/web-api' ||
    path.startsWith('/price-api/') ||
    path === '/price-api' ||
    path === '/gift-voucher' ||
    path === '/accessory' ||
    path.startsWith('/gift-voucher/') ||
    path.startsWith('/whitelabel/') ||
    path === '/whitelabel'
  )
}

export type MarketResult =
  { ok: true; market: Market } | { ok: false; errors: Record<string, string[]> }

const CHANNEL_PATTERN = /^([a-z]+)-([A-Z]{2})$/
const LOCALE_PATTERN = /^[a-z]{2}-[A-Z]{2}$/

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * Reads `X-Channel` (`{channel}-{COUNTRY}`, e.g. `cards-DE`) and `X-Locale` (one of the 17
 * locales, e.g. `de-CH`). Unknown channels, countries outside the shop's markets and
 * unknown locales are refused.
 */
export function marketFromHeaders(headers: IncomingHttpHeaders): MarketResult {
  const errors: Record<string, string[]> = {}
  const channelHeader = single(headers['x-channel'])?.trim()
  const localeHeader = single(headers['x-locale'])?.trim()

  let channel: Market['channel'] | undefined
  let country: string | undefined
  if (!channelHeader) {
    errors['X-Channel'] = ['The X-Channel header is required (e.g. "cards-DE").']
  } else {
    const match = CHANNEL_PATTERN.exec(channelHeader)
    if (!match) {
      errors['X-Channel'] = [
        `X-Channel "${channelHeader.slice(0, 40)}" must be {channel}-{COUNTRY}, e.g. "cards-DE".`,
      ]
    } else if (!isChannel(match[1]!)) {
      errors['X-Channel'] = [`Unknown channel "${match[1]}"; expected "cards" or "wallart".`]
    } else if (!COUNTRIES.includes(match[2]!)) {
      errors['X-Channel'] = [
        `Unknown country "${match[2]}"; expected one of ${COUNTRIES.join(', ')}.`,
      ]
    } else {
      channel = match[1]
      country = match[2]
    }
  }

  let locale: Market['locale'] | undefined
  if (!localeHeader) {
    errors['X-Locale'] = ['The X-Locale header is required (e.g. "de-DE").']
  } else if (!LOCALE_PATTERN.test(localeHeader) || !isLocale(localeHeader)) {
    errors['X-Locale'] = [`Unknown locale "${localeHeader.slice(0, 40)}".`]
  } else {
    locale = localeHeader
  }

  if (!channel || !country || !locale) return { ok: false, errors }
  return { ok: true, market: { channel, country, locale, language: languageOf(locale) } }
}

/**
 * The market of a shop API request. The guard runs before every `/web-api/`, `/price-api/`,
 * `/gift-voucher`, `/accessory` and `/whitelabel/` handler, so handlers there can rely on it.
 */
export function requireMarket(ctx: { market?: Market; path: string }): Market {
  if (!ctx.market) throw new Error(`shop API handler for ${ctx.path} reached without a market`)
  return ctx.market
}
