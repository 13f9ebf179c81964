import { describe, expect, it } from 'vitest'
import {
  hasFlyout,
  isNavigationItemSelected,
  isServerRenderSafePath,
  mainNavigationItems,
  showsBackButton,
  showsSubNavigation,
} from './navigation'

describe('main navigation (site-chrome §2)', () => {
  it('"Items flagged burger-only are left out."', () => {
    const items = [{ navigationType: 'a' }, { navigationType: 'b', isOnlyInBurgerNavigation: true }]
    expect(mainNavigationItems(items)).toEqual([{ navigationType: 'a' }])
  })

  it('"An item is marked selected when the path equals its link or the story\'s active navigation equals the item\'s navigationType."', () => {
    const item = { link: { url: '/wandbilder' }, navigationType: 'wallart' }
    expect(isNavigationItemSelected(item, '/wandbilder')).toBe(true)
    expect(isNavigationItemSelected(item, '/leinwand', 'wallart')).toBe(true)
    expect(isNavigationItemSelected(item, '/leinwand', 'calendar')).toBe(false)
    expect(isNavigationItemSelected(item, '/leinwand')).toBe(false)
    expect(isNavigationItemSelected({ navigationType: '' }, '/x', '')).toBe(false)
    expect(isNavigationItemSelected({}, '/x')).toBe(false)
  })

  it('"it shows a flyout on mouse hover when flyout groups exist and sub-navigation-only is not set"', () => {
    expect(hasFlyout({ flyoutGroups: [{}] })).toBe(true)
    expect(hasFlyout({ flyoutGroups: [{}], subNaviOnly: true })).toBe(false)
    expect(hasFlyout({ flyoutGroups: [] })).toBe(false)
    expect(hasFlyout({})).toBe(false)
  })
})

describe('sub-navigation (site-chrome §2)', () => {
  it('"Hidden on /feed-collage, /feed-calendar and /feed-card."', () => {
    expect(showsSubNavigation('/feed-collage')).toBe(false)
    expect(showsSubNavigation('/feed-calendar')).toBe(false)
    expect(showsSubNavigation('/feed-card')).toBe(false)
    expect(showsSubNavigation('/fotokalender')).toBe(true)
  })

  it('"Shown always if the navigation type has the always-show flag."', () => {
    expect(showsSubNavigation('/feed-card', true)).toBe(true)
  })
})

describe('header (site-chrome §2)', () => {
  it('"Path prefixes treated as safe for server rendering: \'/feed-\', \'/fotos-drucken\', \'/storyblok/\', \'/wandbilder-materialien-im-vergleich\' (also written \'/wandbild-materialien-im-vergleich\')"', () => {
    for (const path of ['/feed-card', '/fotos-drucken/x', '/storyblok/preview', '/wandbilder-materialien-im-vergleich', '/wandbild-materialien-im-vergleich']) {
      expect(isServerRenderSafePath(path), path).toBe(true)
    }
    expect(isServerRenderSafePath('/wandbilder')).toBe(false)
  })

  it('"On non-web (app-like) use: a back button instead, hidden on the desktop start path."', () => {
    expect(showsBackButton('desktop', '/fotokalender', '/desktop-startseite')).toBe(true)
    expect(showsBackButton('desktop', '/desktop-startseite', '/desktop-startseite')).toBe(false)
    expect(showsBackButton('web', '/fotokalender', '/desktop-startseite')).toBe(false)
  })
})
