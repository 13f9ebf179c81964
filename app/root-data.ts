import { useRouteLoaderData } from '@remix-run/react'
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react'
import type { Customer } from '~/domain/customer'
import type { Channel, Market } from '~/domain/market'
import type { CampaignBanner } from '~/services/campaigns.server'
import type { GlobalConfig } from '~/services/global-config.server'

/** A value sent as its JSON text: one string for single fetch to encode, parsed where it is read. */
export type JsonText<T> = string & { readonly jsonOf?: T }

/**
 * What the root loader sends with every page, written out so that components read it without
 * importing the route module (no import cycle through `root.tsx`).
 */
export type RootData = {
  market: Market
  origin: string
  path: string
  /** The other channel's origin for this market's TLD, null where there is none. */
  shopOrigins: Record<Channel, string | null>
  /**
   * The chrome's view of the global config (navigation, flyouts, burger levels, footer) as one
   * JSON text: about a thousand values that single fetch would otherwise flatten one
   * by one on every request.
   */
  globalConfig: JsonText<GlobalConfig>
  customer: Customer
  imageBase: string
  /** False without a configured captcha: the newsletter blocks are left out. */
  newsletter: boolean
  treatments: Record<string, string>
  /** The localised page paths of the market's language, as one JSON text. */
  pagePaths: JsonText<Readonly<Record<string, string>>>
  /**
   * Where the shop's other applications live (SHOP_APPS_ORIGIN, DESIGNER_ORIGIN): links to
   * their pages go there directly. Null on the embedded default, where the hand-off pages say
   * where the shopper would be.
   */
  appOrigins?: { shop: string | null; designer: string | null }
  /** The market's tag manager, loaded only after consent; null: none configured. */
  tagManager?: { id: string; origin: string } | null
  /** The running campaign's banner; null: none runs. */
  campaign?: CampaignBanner | null
  /** Google sign-in: the client id and the script's origin; null: not configured. */
  google?: { clientId: string; scriptOrigin: string; redirectFlow: boolean } | null
}

/** The root data as components read it: the global config and the page paths parsed. */
export type Site = Omit<RootData, 'globalConfig' | 'pagePaths'> & {
  globalConfig: GlobalConfig
  pagePaths: Readonly<Record<string, string>>
}

/** The root loader's data; undefined when the root itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root')
}

const SiteContext = createContext<Site | undefined>(undefined)

/** A JSON text parsed once per text (a new text, after a publish or another market, again). */
export function useJsonText<T>(text: JsonText<T>): T
export function useJsonText<T>(text: JsonText<T> | undefined): T | undefined
export function useJsonText<T>(text: JsonText<T> | undefined): T | undefined {
  return useMemo(() => (text === undefined ? undefined : (JSON.parse(text) as T)), [text])
}

/** Parses the global config and the page paths once per page (again only when a text changes). */
export function SiteProvider({ children }: { children: ReactNode }) {
  const data = useRootData()
  const globalConfig = useJsonText(data?.globalConfig)
  const pagePaths = useJsonText(data?.pagePaths)
  const site = useMemo(
    () => (data && globalConfig && pagePaths ? { ...data, globalConfig, pagePaths } : undefined),
    [data, globalConfig, pagePaths],
  )
  return createElement(SiteContext.Provider, { value: site }, children)
}

/** The root loader's data with the global config parsed; undefined if the root failed. */
export function useSite(): Site | undefined {
  return useContext(SiteContext)
}
