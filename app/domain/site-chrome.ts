/**
 * Rules of the site chrome that the shared navigation rules (navigation.ts) leave open:
 * comparable paths, the burger's states and wall-art groups, the sub-navigation strip,
 * the dialog and messenger state machines, the scroll buttons and the consent notice's
 * privacy-policy table (site-chrome §2, §3, §4, §9; shop-core §3). Pure: no I/O, no React.
 */
import { tileSizes, type TileType } from './constants'
import { subNavigationHiddenPaths } from './navigation'
import { parsePathPrefixes } from './paths'
import type { Locale } from './market'

// ---------------------------------------------------------------------------------------
// Paths

/**
 * The path a navigation link is compared with: without the sublocale and desktop
 * prefixes, query, hash and trailing slash (the wall-art channel adds one, links do not).
 */
export function comparablePath(pathOrUrl: string): string {
  const pathname = pathOrUrl.split(/[?#]/, 1)[0] ?? '/'
  const { rest } = parsePathPrefixes(pathname.startsWith('/') ? pathname : `/${pathname}`)
  const trimmed = rest.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** A content link's path for comparison; undefined for external or empty links. */
export function comparableLinkPath(url: string | undefined): string | undefined {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return undefined
  return comparablePath(url)
}

/** The `tel:` href of a hotline as editors write it ("+49 30 577 028 90"). */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^+\d]/g, '')}`
}

// ---------------------------------------------------------------------------------------
// Main navigation and sub-navigation

type LinkLike = { url?: string; cached_url?: string } | null | undefined

export type SelectableItem = { link?: LinkLike; navigationType?: string }

/** Whether a location carries every parameter of a link's query (`/products?type=collage`). */
function hasLinkQuery(link: string, location: string): boolean {
  const query = (url: string) => new URLSearchParams(url.split('#', 1)[0]!.split('?')[1] ?? '')
  const here = query(location)
  return [...query(link)].every(([name, value]) => here.getAll(name).includes(value))
}

/**
 * "An item is marked selected when the path equals its link or the story's active
 * navigation equals the item's navigationType." Paths compare without prefixes and
 * trailing slash; a link with a query (a product page) also needs its parameters in the
 * location's. `page` when the location is the link, `section` for the type match.
 */
export function selectionOf(
  item: SelectableItem,
  location: string,
  activeNavigation?: string,
): 'page' | 'section' | undefined {
  const link = item.link?.url || item.link?.cached_url
  const linkPath = comparableLinkPath(link)
  if (
    linkPath !== undefined &&
    linkPath === comparablePath(location) &&
    hasLinkQuery(link!, location)
  )
    return 'page'
  if (activeNavigation && item.navigationType === activeNavigation) return 'section'
  return undefined
}

/**
 * The active navigation type of a page: the story's `activeNavigation`, else the type of
 * the main-navigation item whose link is the current path.
 */
export function activeNavigationOf(
  storyActiveNavigation: string | undefined,
  items: readonly SelectableItem[],
  location: string,
): string | undefined {
  if (storyActiveNavigation) return storyActiveNavigation
  return items.find((item) => selectionOf(item, location) === 'page')?.navigationType || undefined
}

export type SubNavigationLike = { navigationType?: string; alwaysShowSubNavi?: boolean }

/**
 * "A strip shown for the story's active navigation type. Hidden on /feed-collage,
 * /feed-calendar and /feed-card. Shown always if the navigation type has the always-show
 * flag" (the flag may sit on the strip or on the main-navigation item of that type).
 */
export function subNavigationFor<T extends SubNavigationLike>(
  strips: readonly T[],
  activeNavigation: string | undefined,
  pathname: string,
  items: readonly (SelectableItem & { alwaysShowSubNavi?: boolean })[] = [],
): T | undefined {
  if (!activeNavigation) return undefined
  const strip = strips.find((candidate) => candidate.navigationType === activeNavigation)
  if (!strip) return undefined
  const alwaysShow =
    Boolean(strip.alwaysShowSubNavi) ||
    items.some((item) => item.navigationType === activeNavigation && item.alwaysShowSubNavi)
  const hidden = (subNavigationHiddenPaths as readonly string[]).includes(comparablePath(pathname))
  return hidden && !alwaysShow ? undefined : strip
}

/** Tile sizes: "circle 76x76, square 73x110, square-image 110x110"; unknown types are squares. */
export function tileSizeOf(type: string | undefined): { width: number; height: number } {
  return type && type in tileSizes ? tileSizes[type as TileType] : tileSizes.square
}

export type SubNavigationElement = {
  id?: string
  type?: string
  text?: string
  label?: string
  link?: LinkLike
  image?: unknown
}
export type SubNavigationGroup<E> = { heading?: E; tiles: E[] }

/** "Contains category headings and tiles": a `category` element starts a group. */
export function groupSubNavigation<E extends SubNavigationElement>(
  elements: readonly E[],
): SubNavigationGroup<E>[] {
  const groups: SubNavigationGroup<E>[] = []
  for (const element of elements) {
    if (element.type === 'category') groups.push({ heading: element, tiles: [] })
    else {
      if (groups.length === 0) groups.push({ tiles: [] })
      groups[groups.length - 1]!.tiles.push(element)
    }
  }
  return groups.filter((group) => group.tiles.length > 0)
}

// ---------------------------------------------------------------------------------------
// Burger navigation

export type BurgerLevel = 'primary' | 'secondary' | 'tertiary'
export type BurgerState = {
  open: boolean
  level: BurgerLevel
  activeItem: string | null
  accordion: string | null
}
export type BurgerAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'openItem'; id: string }
  | { type: 'back' }
  | { type: 'toggleAccordion'; id: string }

export const closedBurger: BurgerState = {
  open: false,
  level: 'primary',
  activeItem: null,
  accordion: null,
}

/**
 * "Burger navigation: closed to open to closed. Closing resets the level to primary and
 * clears the active item and accordion. Levels go primary to secondary (opening an item)
 * and back"; an open accordion in the secondary level is the tertiary level, "one open at
 * a time".
 */
export function burgerReducer(state: BurgerState, action: BurgerAction): BurgerState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...closedBurger, open: true }
    case 'close':
      return closedBurger
    case 'toggle':
      return state.open ? closedBurger : { ...closedBurger, open: true }
    case 'openItem':
      return state.open
        ? { ...state, level: 'secondary', activeItem: action.id, accordion: null }
        : state
    case 'back':
      return state.open ? { ...state, level: 'primary', activeItem: null, accordion: null } : state
    case 'toggleAccordion': {
      if (!state.open || state.level === 'primary') return state
      const closing = state.accordion === action.id
      return {
        ...state,
        accordion: closing ? null : action.id,
        level: closing ? 'secondary' : 'tertiary',
      }
    }
  }
}

export const wallArtCategories = ['bestseller', 'premium', 'additional'] as const
export type WallArtCategory = (typeof wallArtCategories)[number]
export type WallArtGroup<T> = { category: 'all' | WallArtCategory; items: T[] }

/** Whether a secondary list is the wall-art list (its items carry a categoryName). */
export function isWallArtList(items: readonly { categoryName?: string }[]): boolean {
  return items.some((item) =>
    (wallArtCategories as readonly string[]).includes(item.categoryName ?? ''),
  )
}

/**
 * "A wall-art list has groups: all wall art, bestseller, premium and additional products":
 * items without a category belong to "all wall art"; empty groups are left out.
 */
export function wallArtGroups<T extends { categoryName?: string }>(
  items: readonly T[],
): WallArtGroup<T>[] {
  const groups: WallArtGroup<T>[] = [
    { category: 'all', items: [] },
    ...wallArtCategories.map((category) => ({ category, items: [] as T[] })),
  ]
  for (const item of items) {
    const group = groups.find((candidate) => candidate.category === item.categoryName) ?? groups[0]!
    group.items.push(item)
  }
  return groups.filter((group) => group.items.length > 0)
}

/** The feature flag that swaps the burger's extra item. */
export const productMatrixWallArtFlag = 'product_matrix_wallart'

/**
 * "A product-matrix wall-art feature flag changes which extra item is shown": an extra
 * menu item marked `productMatrix: true` shows only with the flag on, one marked `false`
 * only with it off; unmarked items always show.
 */
export function extraMenuItems<T extends { productMatrix?: boolean }>(
  items: readonly T[],
  productMatrixOn: boolean,
): T[] {
  return items.filter(
    (item) => item.productMatrix === undefined || item.productMatrix === productMatrixOn,
  )
}

// ---------------------------------------------------------------------------------------
// Dialogs

export type DialogRequest = { dialogType: string; dialogPayload?: unknown }
export type DialogState = { active: DialogRequest | null; blocked: boolean }
export type DialogAction =
  | { type: 'open'; dialog: DialogRequest; force?: boolean }
  | { type: 'close' }
  | { type: 'block' }
  | { type: 'unblock' }

export const noDialog: DialogState = { active: null, blocked: false }

/**
 * "One active dialog at a time. Opening a new dialog closes the current one first, unless
 * opening is blocked (unless forced). Opening the same type again does nothing."
 */
export function dialogReducer(state: DialogState, action: DialogAction): DialogState {
  switch (action.type) {
    case 'open':
      if (state.active?.dialogType === action.dialog.dialogType) return state
      if (state.blocked && !action.force) return state
      return { ...state, active: action.dialog }
    case 'close':
      return state.active ? { ...state, active: null } : state
    case 'block':
      return state.blocked ? state : { ...state, blocked: true }
    case 'unblock':
      return state.blocked ? { ...state, blocked: false } : state
  }
}

// ---------------------------------------------------------------------------------------
// Messenger launcher

/** "Messenger widget flags: loaded, loading, open, visible, fade." */
export type MessengerState = {
  loaded: boolean
  loading: boolean
  open: boolean
  visible: boolean
  fade: boolean
}
export type MessengerAction =
  | { type: 'show' }
  | { type: 'hide' }
  | { type: 'request' }
  | { type: 'loaded' }
  | { type: 'failed' }
  | { type: 'close' }
  | { type: 'faded' }

export const initialMessenger: MessengerState = {
  loaded: false,
  loading: false,
  open: false,
  visible: false,
  fade: false,
}

/**
 * The launcher: shown (visible), the widget loads only when asked for (request → loading →
 * loaded and open), closing fades the panel out before it is gone.
 */
export function messengerReducer(state: MessengerState, action: MessengerAction): MessengerState {
  switch (action.type) {
    case 'show':
      return { ...state, visible: true }
    case 'hide':
      return { ...state, visible: false, open: false, fade: false }
    case 'request':
      if (state.loaded) return { ...state, open: true, fade: false }
      return state.loading ? state : { ...state, loading: true }
    case 'loaded':
      return { ...state, loading: false, loaded: true, open: true, fade: false }
    case 'failed':
      return { ...state, loading: false }
    case 'close':
      return state.open ? { ...state, fade: true } : state
    case 'faded':
      return { ...state, open: false, fade: false }
  }
}

// ---------------------------------------------------------------------------------------
// Main navigation scroll buttons

export type ScrollButtons = { overflow: boolean; atStart: boolean; atEnd: boolean }

/**
 * "Previous/next buttons appear when content overflows and are disabled at the start or
 * end" (one pixel of tolerance for sub-pixel widths).
 */
export function scrollButtons(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): ScrollButtons {
  const overflow = scrollWidth - clientWidth > 1
  return { overflow, atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 }
}

/** The scroll position that puts an item in the middle of the list, kept within the list. */
export function centredScrollLeft(
  itemLeft: number,
  itemWidth: number,
  clientWidth: number,
  scrollWidth: number,
): number {
  const target = itemLeft + itemWidth / 2 - clientWidth / 2
  return Math.round(Math.min(Math.max(0, target), Math.max(0, scrollWidth - clientWidth)))
}

/** Ease-in-out progress of the 500 ms scroll animation at `elapsed` ms. */
export function easeInOut(elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return 1
  if (elapsed <= 0) return 0
  const t = elapsed / duration
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
}

// ---------------------------------------------------------------------------------------
// Consent notice

/**
 * The privacy policy each of the 17 locales links from the consent notice: a path on the
 * locale's own shop (country domain and sublocale prefix come from the market).
 */
export const privacyPolicyPaths: Readonly<Record<Locale, string>> = {
  'de-DE': '/datenschutz',
  'de-AT': '/datenschutz',
  'de-CH': '/datenschutz',
  'de-LI': '/datenschutz',
  'de-LU': '/datenschutz',
  'de-IT': '/datenschutz',
  'en-GB': '/privacy-policy',
  'en-US': '/privacy-policy',
  'es-ES': '/politica-de-privacidad',
  'fr-FR': '/protection-des-donnees',
  'fr-BE': '/protection-des-donnees',
  'fr-CH': '/protection-des-donnees',
  'fr-LU': '/protection-des-donnees',
  'it-IT': '/informativa-privacy',
  'it-CH': '/informativa-privacy',
  'nl-NL': '/privacybeleid',
  'nl-BE': '/privacybeleid',
}

export const consentStates = ['granted', 'declined', 'unknown'] as const
export type ConsentState = (typeof consentStates)[number]
export const consentCookieName = 'consent'

/** The stored consent decision; anything else is "unknown" (the notice asks again). */
export function consentStateOf(cookieValue: string | undefined): ConsentState {
  return cookieValue === 'granted' || cookieValue === 'declined' ? cookieValue : 'unknown'
}

/**
 * A label colour of the navigation's label catalogue: `{color, hex}` from the colour plugin or
 * a plain string; a CSS hex colour, or undefined for anything else (never a style injection).
 */
export function labelColourOf(colour: unknown): string | undefined {
  const value =
    typeof colour === 'string'
      ? colour
      : colour && typeof colour === 'object'
        ? (colour as { hex?: unknown }).hex || (colour as { color?: unknown }).color
        : undefined
  return typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined
}
