import { createContext, useContext } from 'react'
import type { Treatment } from '~/domain/flags'

/** What blocks read besides their own fields; the content page's loader fills it. */
export type PageSettings = {
  /** Verified preview: blocks carry Storyblok's `data-blok` attributes. */
  editable: boolean
  /** Flag name → treatment for A/B blocks; a missing flag shows the off children. */
  treatments: Record<string, Treatment>
  /** The collage page's design id (query `designId`, else the channel's default). */
  collageDesignId?: number
  /** Render time in ms, so countdowns hydrate without a mismatch; 0 when unknown. */
  now: number
  storyId?: number
  /** The `_uid` of the page's first hero: the LCP image, eager and high priority. */
  firstHeroUid?: string
  /**
   * Whether the first hero's headline is the page's h1 (not on the error page, which has its own).
   */
  heroIsHeading?: boolean
  /** Frame type → its 'from' price, for the frame tiles. */
  framePrices?: Record<string, { priceCurrent: number; priceOriginal: number }>
  /** Article SKU → the shop's price with the campaign, for product cards naming one. */
  articlePrices?: Record<string, { priceCurrent: number; priceOriginal: number }>
}

const defaults: PageSettings = { editable: false, treatments: {}, now: 0 }

const PageSettingsContext = createContext<PageSettings>(defaults)

export const PageSettingsProvider = PageSettingsContext.Provider

export function usePageSettings(): PageSettings {
  return useContext(PageSettingsContext)
}
