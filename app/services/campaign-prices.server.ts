import { discountOf } from '~/domain/campaign-prices'
import { campaignState } from './campaigns.server'
import type { CampaignDiscount } from '~/domain/campaigns'
import type { Market } from '~/domain/market'

/**
 * The running campaign's discount for the prices a page shows: every loader that
 * builds prices asks here and lowers them with `discountedPrice` (`~/domain/campaign-prices`),
 * so the calculator, the photo-frame selection, the card list, the SKU page, photo boxes and
 * frame tiles show what the express page and the banner promise. The campaign data is cached
 * like prices; the root loader's s-maxage cap keeps a discounted page from outliving the
 * campaign at the CDN.
 */
export async function campaignDiscountFor(
  market: Pick<Market, 'channel' | 'country' | 'locale' | 'language'>,
  product: string,
  now = Date.now(),
): Promise<CampaignDiscount | undefined> {
  const { running } = await campaignState(market, now)
  return discountOf(running, product)
}
