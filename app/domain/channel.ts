/** What differs between the two channels (shop-core §9 "Channel defaults"). */
import { type Channel, type Locale, type Unit, unitOf } from './market'

export type PhotobookLamination = 'glossy' | 'matt'

export type ChannelDefaults = {
  /** Trailing-slash normalisation applies on this channel. */
  trailingSlash: boolean
  unit: Unit
  defaultCollageId: number
  photobookLamination: PhotobookLamination
  /** The card refinement preselected; absent where no refinement is preselected. */
  defaultRefinement?: 'gold'
  wishlist: boolean
  guestbooks: boolean
  condolenceBooks: boolean
  apps: boolean
  showPricesInProductOverview: boolean
}

export function channelDefaults(channel: Channel, locale: Locale): ChannelDefaults {
  const shared = { unit: unitOf(locale, channel), showPricesInProductOverview: true }
  if (channel === 'wallart') {
    return {
      ...shared,
      trailingSlash: true,
      defaultCollageId: 1,
      photobookLamination: 'matt',
      wishlist: false,
      guestbooks: false,
      condolenceBooks: false,
      apps: locale !== 'en-US',
    }
  }
  return {
    ...shared,
    trailingSlash: false,
    defaultCollageId: 13,
    photobookLamination: 'glossy',
    defaultRefinement: 'gold',
    wishlist: true,
    guestbooks: true,
    condolenceBooks: true,
    apps: false,
  }
}
