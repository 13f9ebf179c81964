import { calculatorFlagNames } from '~/domain/calculator'
import { runningCampaign, secondsToNextBoundary } from '~/domain/campaigns'
import { productMatrixWallArtFlag } from '~/domain/site-chrome'
import {
  CampaignDataAnswer,
  ExpressShopAnswer,
  FeatureFlagsAnswer,
  type CampaignData,
} from '../../contracts/campaigns'
import { cached, CachePresets } from './cache.server'
import { logEvent } from './logger.server'
import { shopFetch } from './shop-api.server'
import type { Market } from '~/domain/market'

/**
 * Campaigns, the express shop and the flag list from the shop API, cached like prices:
 * the same for every shopper of a market, so warm anonymous pages make no upstream call.
 */

type ShopMarket = Pick<Market, 'channel' | 'country' | 'locale'>

const keyOf = (market: ShopMarket) => `${market.channel}-${market.country}:${market.locale}`

export function campaignData(market: ShopMarket): Promise<CampaignData[]> {
  return cached(`campaigns:${keyOf(market)}`, CachePresets.short, async () => {
    const { data } = await shopFetch({
      market,
      path: '/web-api/campaign-data',
      schema: CampaignDataAnswer,
    })
    return data.payload.campaigns
  })
}

/** What the chrome shows of the running campaign (server-rendered, no script needed). */
export type CampaignBanner = { id: string; text: string; path: string; code: string | null }

export type CampaignState = {
  banner: CampaignBanner | null
  running: CampaignData | undefined
  /** Seconds until a campaign starts or ends; a public page's s-maxage stays below it. */
  secondsToBoundary: number | undefined
}

/**
 * The campaign running now for the market, the same answer for every shopper; without the
 * campaign data (shop API down) no campaign runs and the page stays as it is.
 */
export async function campaignState(
  market: Pick<Market, 'channel' | 'country' | 'locale' | 'language'>,
  now = Date.now(),
): Promise<CampaignState> {
  let campaigns: CampaignData[]
  try {
    campaigns = await campaignData(market)
  } catch (error) {
    logEvent('warn', 'campaign-data-unavailable', { err: String(error) })
    return { banner: null, running: undefined, secondsToBoundary: undefined }
  }
  const running = runningCampaign(campaigns, now)
  return {
    banner: running
      ? {
          id: running.id,
          text: running.banner[market.language],
          path: running.link[market.language],
          code: running.code,
        }
      : null,
    running,
    secondsToBoundary: secondsToNextBoundary(campaigns, now),
  }
}

export function expressShop(market: ShopMarket) {
  return cached(`express-shop:${keyOf(market)}`, CachePresets.short, async () => {
    const { data } = await shopFetch({
      market,
      path: '/web-api/express-shop',
      schema: ExpressShopAnswer,
    })
    return data.payload
  })
}

/** The flags the storefront's code evaluates by name (story A/B blocks name theirs in content). */
export const knownFlagNames: readonly string[] = [...calculatorFlagNames, productMatrixWallArtFlag]

export type FlagsCheck = {
  /** The backend's flags with their default treatments. */
  backend: { name: string; treatment: string }[]
  /** Flags the backend lists that no code of the shop names (a story's A/B block, or stale). */
  unknown: string[]
  /** Flags the shop's code names that the backend does not list: they evaluate as `control`. */
  missing: string[]
}

/**
 * Compares the shop's flag names with the backend's list and logs each difference at warn: a
 * flag removed upstream while the shop still asks for it, or one nobody reads any more. The check
 * is cached like the list itself: repeated calls neither ask the backend nor log again.
 */
export function checkFeatureFlags(market: ShopMarket): Promise<FlagsCheck> {
  return cached(`feature-flags-check:${keyOf(market)}`, CachePresets.short, async () => {
    const { data } = await shopFetch({
      market,
      path: '/web-api/feature-flags',
      schema: FeatureFlagsAnswer,
    })
    const flags = data.payload.flags
    const listed = new Set(flags.map((flag) => flag.name))
    const unknown = [...listed].filter((name) => !knownFlagNames.includes(name))
    const missing = knownFlagNames.filter((name) => !listed.has(name))
    for (const name of unknown) logEvent('warn', 'unknown-feature-flag', { flag: name })
    for (const name of missing) logEvent('warn', 'missing-feature-flag', { flag: name })
    return { backend: flags, unknown, missing }
  })
}
