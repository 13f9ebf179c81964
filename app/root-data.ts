import { useRouteLoaderData } from '@remix-run/react'
import { useAssembledPersonalParts } from '~/components/chrome/personal-data'
import type { Customer } from '~/domain/customer'
import type { Channel, Market } from '~/domain/market'
import type { CampaignBanner } from '~/services/campaigns.server'
import type { GlobalConfig } from '~/services/global-config.server'

/**
 * What the root loader sends with every page, written out so that components read it without
 * importing the route module (no import cycle through `root.tsx`).
 */
export type Site = {
  market: Market
  origin: string
  path: string
  /** The other channel's origin for this market's TLD, null where there is none. */
  shopOrigins: Record<Channel, string | null>
  /** The chrome's view of the global config: navigation, flyouts, burger levels, footer. */
  globalConfig: GlobalConfig
  customer: Customer
  imageBase: string
  /** False without a configured captcha: the newsletter blocks are left out. */
  newsletter: boolean
  treatments: Record<string, string>
  /** The localised page paths of the market's language, by page id. */
  pagePaths: Readonly<Record<string, string>>
  /**
   * Where the shop's other applications live (SHOP_APPS_ORIGIN, DESIGNER_ORIGIN): links to
   * their pages go there directly. Null on the embedded default, where the hand-off pages say
   * where the shopper would be.
   */
  appOrigins?: { shop: string | null; designer: string | null }
  /** The share of page views (0 to 1) whose field figures are sent, after consent. */
  vitalsSampleRate?: number
  /** The market's tag manager, loaded only after consent; null: none configured. */
  tagManager?: { id: string; origin: string } | null
  /** The running campaign's banner; null: none runs. */
  campaign?: CampaignBanner | null
  /** Google sign-in: the client id and the script's origin; null: not configured. */
  google?: { clientId: string; scriptOrigin: string; redirectFlow: boolean } | null
  /**
   * `fragment`: the page is the shared one of a signed-in shopper's market; `customer` is the
   * anonymous one, the caching proxy includes the personal parts (the personal fragment).
   */
  personal?: 'fragment'
}

/** One assembled view per root data: every component asking gets the same object. */
const assembledSites = new WeakMap<Site, Site>()

/**
 * The root loader's data; undefined when the root itself failed (the static error page). On a
 * shared page the proxy assembled, the fragment's customer once the page has hydrated.
 */
export function useSite(): Site | undefined {
  const site = useRouteLoaderData<Site>('root')
  const parts = useAssembledPersonalParts()
  const customer = parts?.data?.customer
  if (!site || site.personal !== 'fragment' || !customer) return site
  let known = assembledSites.get(site)
  if (!known) {
    const { personal: _shared, ...rest } = site
    known = { ...rest, customer }
    assembledSites.set(site, known)
  }
  return known
}
