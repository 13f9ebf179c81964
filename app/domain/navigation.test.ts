import { describe, expect, it } from 'vitest'
import {
  hasFlyout,
  mainNavigationItems,
  showsBackButton,
  subNavigationHiddenPaths,
} from './navigation'

describe('main navigation (site-chrome §2)', () => {
  it('"Items flagged burger-only are left out."', () => {
    const items = [{ navigationType: 'a' }, { navigationType: 'b', isOnlyInBurgerNavigation: true }]
    expect(mainNavigationItems(items)).toEqual([{ navigationType: 'a' }])
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
    expect(subNavigationHiddenPaths).toEqual(['/feed-collage', '/feed-calendar', '/feed-card'])
  })
})

describe('header (site-chrome §2)', () => {
  it('"On non-web (app-like) use: a back button instead, hidden on the desktop start path."', () => {
    expect(showsBackButton('desktop', '/fotokalender', '/desktop-startseite')).toBe(true)
    expect(showsBackButton('desktop', '/desktop-startseite', '/desktop-startseite')).toBe(false)
    expect(showsBackButton('web', '/fotokalender', '/desktop-startseite')).toBe(false)
  })
})
