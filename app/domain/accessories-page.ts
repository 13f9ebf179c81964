import type { Channel } from './market'

/**
 * The accessories page's title and intro (common translation keys): the card shop sells card
 * accessories and free samples, the wall-art shop a gift box and hanging hardware on the same page.
 */
export function accessoriesPageText(channel: Channel): { title: string; intro: string } {
  return channel === 'wallart'
    ? { title: 'accessories.wallart.title', intro: 'accessories.wallart.intro' }
    : { title: 'accessories.title', intro: 'accessories.intro' }
}
