import { describe, expect, it } from 'vitest'
import { locales } from './market'
import {
  labelColourOf,
  activeNavigationOf,
  burgerReducer,
  centredScrollLeft,
  closedBurger,
  comparableLinkPath,
  comparablePath,
  consentStateOf,
  dialogReducer,
  easeInOut,
  extraMenuItems,
  groupSubNavigation,
  initialMessenger,
  isWallArtList,
  messengerReducer,
  noDialog,
  privacyPolicyPaths,
  scrollButtons,
  selectionOf,
  subNavigationFor,
  telHref,
  tileSizeOf,
  wallArtGroups,
  type BurgerState,
  type DialogState,
} from './site-chrome'

describe('paths compared by the navigation', () => {
  it('ignores the sublocale and desktop prefixes, the query, the hash and a trailing slash', () => {
    expect(comparablePath('/fr/d/leinwanddruck/?x=1#top')).toBe('/leinwanddruck')
    expect(comparablePath('/wandbilder/')).toBe('/wandbilder')
    expect(comparablePath('/')).toBe('/')
    expect(comparablePath('/d')).toBe('/')
    expect(comparablePath('karten')).toBe('/karten')
  })
  it('external and empty links have no comparable path', () => {
    expect(comparableLinkPath('https://example.com/karten')).toBeUndefined()
    expect(comparableLinkPath('//example.com/karten')).toBeUndefined()
    expect(comparableLinkPath('')).toBeUndefined()
    expect(comparableLinkPath(undefined)).toBeUndefined()
    expect(comparableLinkPath('/karten/')).toBe('/karten')
  })
  it('"a service hotline shown as a tel link"', () => {
    expect(telHref('+49 30 577 028 90')).toBe('tel:+493057702890')
    expect(telHref('0800 / 123-45')).toBe('tel:080012345')
  })
})

describe('main navigation selection (site-chrome §2)', () => {
  const item = { link: { url: '/karten' }, navigationType: 'cards' }
  it('"An item is marked selected when the path equals its link …"', () => {
    expect(selectionOf(item, '/karten')).toBe('page')
    expect(selectionOf(item, '/karten/')).toBe('page')
    expect(selectionOf(item, '/fr/karten')).toBe('page')
    expect(selectionOf({ link: { cached_url: '/karten' } }, '/karten')).toBe('page')
    expect(selectionOf(item, '/karten?page=2')).toBe('page')
  })
  it('a link to a product page is selected by its query, not by the shared path', () => {
    const collages = { link: { url: '/products?type=collage&designId=7' } }
    expect(selectionOf(collages, '/products/?type=collage&designId=7&formatType=30x40')).toBe(
      'page',
    )
    expect(selectionOf(collages, '/products?sku=wallart-leinwand-20x30')).toBeUndefined()
    expect(selectionOf(collages, '/products?type=photobook&designGroupSetId=1')).toBeUndefined()
  })
  it('"… or the story\'s active navigation equals the item\'s navigationType."', () => {
    expect(selectionOf(item, '/geburtskarten', 'cards')).toBe('section')
    expect(selectionOf(item, '/geburtskarten', 'calendars')).toBeUndefined()
    expect(selectionOf(item, '/geburtskarten')).toBeUndefined()
    expect(selectionOf({ link: { url: 'https://x.test/karten' } }, '/karten')).toBeUndefined()
  })
  it('the active navigation is the story’s, else the type of the item linking to the path', () => {
    const items = [item, { link: { url: '/fotokalender' }, navigationType: 'calendars' }]
    expect(activeNavigationOf('prints', items, '/fotokalender')).toBe('prints')
    expect(activeNavigationOf(undefined, items, '/fotokalender')).toBe('calendars')
    expect(activeNavigationOf(undefined, items, '/anderswo')).toBeUndefined()
    expect(
      activeNavigationOf('', [{ link: { url: '/x' }, navigationType: '' }], '/x'),
    ).toBeUndefined()
  })
})

describe('sub-navigation (site-chrome §2, §9)', () => {
  const strips = [
    { navigationType: 'cards', alwaysShowSubNavi: true },
    { navigationType: 'calendars' },
  ]
  it('"A strip shown for the story\'s active navigation type."', () => {
    expect(subNavigationFor(strips, 'calendars', '/fotokalender')).toBe(strips[1])
    expect(subNavigationFor(strips, 'photobooks', '/fotobuch')).toBeUndefined()
    expect(subNavigationFor(strips, undefined, '/')).toBeUndefined()
  })
  it('"Hidden on /feed-collage, /feed-calendar and /feed-card."', () => {
    for (const path of [
      '/feed-collage',
      '/feed-calendar',
      '/feed-card',
      '/feed-card/',
      '/fr/feed-card',
    ]) {
      expect(subNavigationFor(strips, 'calendars', path)).toBeUndefined()
    }
    expect(subNavigationFor(strips, 'calendars', '/feed-cards')).toBe(strips[1])
  })
  it('"Shown always if the navigation type has the always-show flag."', () => {
    expect(subNavigationFor(strips, 'cards', '/feed-card')).toBe(strips[0])
    const items = [{ navigationType: 'calendars', alwaysShowSubNavi: true }]
    expect(subNavigationFor(strips, 'calendars', '/feed-calendar', items)).toBe(strips[1])
  })
  it('"Tile sizes: circle 76x76, square 73x110, square-image 110x110."', () => {
    expect(tileSizeOf('circle')).toEqual({ width: 76, height: 76 })
    expect(tileSizeOf('square')).toEqual({ width: 73, height: 110 })
    expect(tileSizeOf('square-image')).toEqual({ width: 110, height: 110 })
    expect(tileSizeOf(undefined)).toEqual({ width: 73, height: 110 })
  })
  it('"Contains category headings and tiles": a category element starts a group', () => {
    const elements = [
      { id: 'a', type: 'circle' },
      { id: 'h1', type: 'category' },
      { id: 'b', type: 'circle' },
      { id: 'c', type: 'square' },
      { id: 'h2', type: 'category' },
    ]
    expect(groupSubNavigation(elements)).toEqual([
      { tiles: [elements[0]] },
      { heading: elements[1], tiles: [elements[2], elements[3]] },
    ])
  })
})

describe('burger navigation states (site-chrome §4)', () => {
  const open = burgerReducer(closedBurger, { type: 'open' })
  it('"closed to open to closed"', () => {
    expect(open).toEqual({ open: true, level: 'primary', activeItem: null, accordion: null })
    expect(burgerReducer(open, { type: 'open' })).toBe(open)
    expect(burgerReducer(open, { type: 'toggle' })).toEqual(closedBurger)
    expect(burgerReducer(closedBurger, { type: 'toggle' }).open).toBe(true)
  })
  it('"Levels go primary to secondary (opening an item) and back"', () => {
    const secondary = burgerReducer(open, { type: 'openItem', id: 'cards' })
    expect(secondary).toMatchObject({ level: 'secondary', activeItem: 'cards' })
    expect(burgerReducer(secondary, { type: 'back' })).toEqual(open)
    expect(burgerReducer(closedBurger, { type: 'openItem', id: 'cards' })).toBe(closedBurger)
    expect(burgerReducer(closedBurger, { type: 'back' })).toBe(closedBurger)
  })
  it('"Sub-items can expand as accordions, one open at a time" (the tertiary level)', () => {
    const secondary = burgerReducer(open, { type: 'openItem', id: 'cards' })
    const first = burgerReducer(secondary, { type: 'toggleAccordion', id: 'occasions' })
    expect(first).toMatchObject({ level: 'tertiary', accordion: 'occasions' })
    const second = burgerReducer(first, { type: 'toggleAccordion', id: 'types' })
    expect(second).toMatchObject({ level: 'tertiary', accordion: 'types' })
    expect(burgerReducer(second, { type: 'toggleAccordion', id: 'types' })).toMatchObject({
      level: 'secondary',
      accordion: null,
    })
    expect(burgerReducer(open, { type: 'toggleAccordion', id: 'x' })).toBe(open)
  })
  it('"Closing resets the level to primary and clears the active item and accordion."', () => {
    const deep: BurgerState = {
      open: true,
      level: 'tertiary',
      activeItem: 'cards',
      accordion: 'occasions',
    }
    expect(burgerReducer(deep, { type: 'close' })).toEqual(closedBurger)
    const reopened = burgerReducer(burgerReducer(deep, { type: 'close' }), { type: 'open' })
    expect(reopened).toEqual({ open: true, level: 'primary', activeItem: null, accordion: null })
  })
})

describe('wall-art list and extra menu (site-chrome §2)', () => {
  const items = [
    { text: 'Alle' },
    { text: 'Leinwand', categoryName: 'bestseller' },
    { text: 'Alu', categoryName: 'premium' },
    { text: 'Poster', categoryName: 'additional' },
    { text: 'Acryl', categoryName: 'bestseller' },
  ]
  it('"A wall-art list has groups: all wall art, bestseller, premium and additional products"', () => {
    expect(isWallArtList(items)).toBe(true)
    expect(isWallArtList([{ categoryName: undefined }, {}])).toBe(false)
    expect(
      wallArtGroups(items).map((group) => [group.category, group.items.map((item) => item.text)]),
    ).toEqual([
      ['all', ['Alle']],
      ['bestseller', ['Leinwand', 'Acryl']],
      ['premium', ['Alu']],
      ['additional', ['Poster']],
    ])
    expect(wallArtGroups([{ categoryName: 'premium' }]).map((group) => group.category)).toEqual([
      'premium',
    ])
  })
  it('"A product-matrix wall-art feature flag changes which extra item is shown."', () => {
    const extra = [
      { id: 'a' },
      { id: 'matrix', productMatrix: true },
      { id: 'classic', productMatrix: false },
    ]
    expect(extraMenuItems(extra, true).map((item) => item.id)).toEqual(['a', 'matrix'])
    expect(extraMenuItems(extra, false).map((item) => item.id)).toEqual(['a', 'classic'])
  })
})

describe('dialogs (site-chrome §4)', () => {
  const login = { dialogType: 'login' }
  const signUp = { dialogType: 'sign-up' }
  it('"One active dialog at a time. Opening a new dialog closes the current one first"', () => {
    const first = dialogReducer(noDialog, { type: 'open', dialog: login })
    expect(first.active).toBe(login)
    expect(dialogReducer(first, { type: 'open', dialog: signUp }).active).toBe(signUp)
    expect(dialogReducer(first, { type: 'close' })).toEqual(noDialog)
    expect(dialogReducer(noDialog, { type: 'close' })).toBe(noDialog)
  })
  it('"… unless opening is blocked (unless forced)."', () => {
    const blocked: DialogState = dialogReducer(
      dialogReducer(noDialog, { type: 'open', dialog: login }),
      { type: 'block' },
    )
    expect(dialogReducer(blocked, { type: 'block' })).toBe(blocked)
    expect(dialogReducer(blocked, { type: 'open', dialog: signUp }).active).toBe(login)
    expect(dialogReducer(blocked, { type: 'open', dialog: signUp, force: true }).active).toBe(
      signUp,
    )
    expect(dialogReducer(blocked, { type: 'unblock' }).blocked).toBe(false)
    expect(dialogReducer(noDialog, { type: 'unblock' })).toBe(noDialog)
  })
  it('"Opening the same type again does nothing."', () => {
    const first = dialogReducer(noDialog, { type: 'open', dialog: login })
    expect(
      dialogReducer(first, { type: 'open', dialog: { dialogType: 'login', dialogPayload: 1 } }),
    ).toBe(first)
  })
})

describe('messenger launcher (site-chrome §2)', () => {
  it('"Messenger widget flags: loaded, loading, open, visible, fade" — the widget loads only when asked for', () => {
    const visible = messengerReducer(initialMessenger, { type: 'show' })
    expect(visible).toEqual({
      loaded: false,
      loading: false,
      open: false,
      visible: true,
      fade: false,
    })
    const loading = messengerReducer(visible, { type: 'request' })
    expect(loading).toMatchObject({ loading: true, loaded: false, open: false })
    expect(messengerReducer(loading, { type: 'request' })).toBe(loading)
    const open = messengerReducer(loading, { type: 'loaded' })
    expect(open).toMatchObject({ loading: false, loaded: true, open: true })
    const fading = messengerReducer(open, { type: 'close' })
    expect(fading).toMatchObject({ open: true, fade: true })
    const closed = messengerReducer(fading, { type: 'faded' })
    expect(closed).toMatchObject({ open: false, fade: false, loaded: true })
    expect(messengerReducer(closed, { type: 'close' })).toBe(closed)
    expect(messengerReducer(closed, { type: 'request' })).toMatchObject({
      open: true,
      loading: false,
    })
    expect(messengerReducer(loading, { type: 'failed' })).toMatchObject({
      loading: false,
      loaded: false,
    })
    expect(messengerReducer(open, { type: 'hide' })).toMatchObject({ visible: false, open: false })
  })
})

describe('main navigation scrolling (site-chrome §2, §9)', () => {
  it('"previous/next buttons appear when content overflows and are disabled at the start or end"', () => {
    expect(scrollButtons(0, 500, 500)).toEqual({ overflow: false, atStart: true, atEnd: true })
    expect(scrollButtons(0, 300, 500)).toEqual({ overflow: true, atStart: true, atEnd: false })
    expect(scrollButtons(100, 300, 500)).toEqual({ overflow: true, atStart: false, atEnd: false })
    expect(scrollButtons(199.5, 300, 500)).toEqual({ overflow: true, atStart: false, atEnd: true })
  })
  it('"The active item is scrolled to the centre", within the list', () => {
    expect(centredScrollLeft(400, 100, 300, 1000)).toBe(300)
    expect(centredScrollLeft(50, 100, 300, 1000)).toBe(0)
    expect(centredScrollLeft(950, 50, 300, 1000)).toBe(700)
    expect(centredScrollLeft(10, 10, 300, 200)).toBe(0)
  })
  it('"scroll animation 500 ms" eases in and out', () => {
    expect(easeInOut(0, 500)).toBe(0)
    expect(easeInOut(250, 500)).toBeCloseTo(0.5)
    expect(easeInOut(500, 500)).toBe(1)
    expect(easeInOut(100, 0)).toBe(1)
    expect(easeInOut(100, 500)).toBeLessThan(0.2)
    expect(easeInOut(400, 500)).toBeGreaterThan(0.8)
  })
})

describe('consent notice (site-chrome §2 "Other", §1)', () => {
  it('"17 locales in total carry a consent notice and a country-specific privacy policy URL"', () => {
    expect(Object.keys(privacyPolicyPaths).sort()).toEqual([...locales].sort())
    expect(locales).toHaveLength(17)
    for (const path of Object.values(privacyPolicyPaths)) expect(path).toMatch(/^\/[a-z-]+$/)
  })
  it('"Consent states: granted, declined, unknown"', () => {
    expect(consentStateOf('granted')).toBe('granted')
    expect(consentStateOf('declined')).toBe('declined')
    expect(consentStateOf(undefined)).toBe('unknown')
    expect(consentStateOf('yes')).toBe('unknown')
  })
})

describe('labelColourOf: navigation label colours', () => {
  it('takes a hex colour from the colour plugin or a string, nothing else', () => {
    expect(labelColourOf({ hex: '#0B6E4F', color: '' })).toBe('#0B6E4F')
    expect(labelColourOf({ color: '#fff' })).toBe('#fff')
    expect(labelColourOf('#12345678')).toBe('#12345678')
    expect(labelColourOf('red')).toBeUndefined()
    expect(labelColourOf('#fff; background:url(x)')).toBeUndefined()
    expect(labelColourOf(undefined)).toBeUndefined()
    expect(labelColourOf(7)).toBeUndefined()
  })
})
