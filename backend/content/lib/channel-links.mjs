// Links to the other channel's pages (a card FAQ naming picture frames, a wall-art page naming
// photo calendars) become shop links: the storefront sends them to that channel's domain
// instead of to a page this channel does not have.
import { shopLink } from './blocks.mjs'
import { CARD_CATEGORY_KEYS, WALLART_CATEGORY_KEYS, WALLART_INFO_KEYS } from './catalogue.mjs'

// Path keys of each channel's own pages (frame types live below `frames`)
const WALLART_ONLY = ['canvas', 'wallart', ...WALLART_CATEGORY_KEYS, ...WALLART_INFO_KEYS]
const CARDS_ONLY = ['calendar', 'prints', 'box', ...CARD_CATEGORY_KEYS]

/** The paths of the pages only the other channel has. */
function otherChannelPaths(channel, P) {
  const keys = channel === 'cards' ? WALLART_ONLY : CARDS_ONLY
  return new Set(keys.map((k) => P[k]).filter(Boolean))
}

function belongsToOther(path, others) {
  if (typeof path !== 'string' || !path.startsWith('/')) return false
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, '')
  return [...others].some((p) => bare === p || bare.startsWith(`${p}/`))
}

/** `content` with every link to the other channel's pages turned into a shop link. */
export function withChannelLinks(content, channel, P) {
  const others = otherChannelPaths(channel, P)
  const other = channel === 'cards' ? 'wallart' : 'cards'
  const walk = (value) => {
    if (Array.isArray(value)) return value.map(walk)
    if (!value || typeof value !== 'object') return value
    // a multilink field
    if (
      value.fieldtype === 'multilink' &&
      value.linktype === 'url' &&
      belongsToOther(value.url, others)
    )
      return shopLink(other, value.url)
    // a rich-text link mark
    if (value.type === 'link' && value.attrs && belongsToOther(value.attrs.href, others))
      return { ...value, attrs: { ...value.attrs, linktype: 'shop', channel: other } }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]))
  }
  return walk(content)
}
