import { env } from './env.server'
import { originForMarket } from './market.server'
import { pagePathsFor } from './page-paths.server'
import type { Market } from '~/domain/market'
import type { Site } from '~/root-data'

/**
 * What the site data takes from the market and the deployment alone, the same for a page and
 * for the personal fragment a proxy includes into it: hosts, page paths, the apps' origins.
 */
export function marketSite(
  market: Market,
): Pick<Site, 'shopOrigins' | 'imageBase' | 'pagePaths' | 'appOrigins'> {
  return {
    shopOrigins: {
      cards: originForMarket('cards', market.tld) ?? null,
      wallart: originForMarket('wallart', market.tld) ?? null,
    },
    imageBase: env().IMAGE_BASE_URL,
    pagePaths: pagePathsFor(market.language),
    appOrigins: { shop: env().SHOP_APPS_ORIGIN ?? null, designer: env().DESIGNER_ORIGIN ?? null },
  }
}
