import { describe, expect, it } from 'vitest'
import { defaultRobots, isPageStory, robotsOf } from './content-page'

describe('content pages (site-chrome §2; shop-core §2, §3)', () => {
  it('"Robots directive defaults to no-index, no-follow unless the page content sets it."', () => {
    expect(defaultRobots).toBe('noindex, nofollow')
    expect(robotsOf({})).toBe('noindex, nofollow')
    expect(robotsOf({ robots: '  ' })).toBe('noindex, nofollow')
    expect(robotsOf({ robots: null })).toBe('noindex, nofollow')
    expect(robotsOf({ robots: 'index, follow' })).toBe('index, follow')
  })

  it('"If no story is found, or its root component is not a Page, the result is a fatal 404"', () => {
    expect(isPageStory({ content: { component: 'page' } })).toBe(true)
    expect(isPageStory({ content: { component: 'global-config' } })).toBe(false)
    expect(isPageStory({})).toBe(false)
    expect(isPageStory(null)).toBe(false)
  })
})
