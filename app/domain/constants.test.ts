import { describe, expect, it } from 'vitest'
import {
  breakpoints,
  burgerBreakpoint,
  contentClientLimits,
  flyoutMinWidth,
  hoverQuery,
  loggerThrottle,
  minWidthQuery,
  msPerDay,
  msPerHour,
  msPerMinute,
  organisation,
  scrollAnimationMs,
  tileSizes,
  time,
} from './constants'

describe('screen constants (site-chrome §9)', () => {
  it('"Screen breakpoints px: xxs 319, xs 479, sm 575, md 767, lg 899, xl 1023, xxl 1299, 2xl 1536, xxxl 1900."', () => {
    expect(breakpoints).toEqual({
      xxs: 319,
      xs: 479,
      sm: 575,
      md: 767,
      lg: 899,
      xl: 1023,
      xxl: 1299,
      '2xl': 1536,
      xxxl: 1900,
    })
    const widths = Object.values(breakpoints)
    expect([...widths].sort((a, b) => a - b)).toEqual(widths)
  })

  it('"Burger breakpoint 1000px; flyout hydrates at min-width 1000px."', () => {
    expect(burgerBreakpoint).toBe(1000)
    expect(flyoutMinWidth).toBe(1000)
    expect(minWidthQuery(flyoutMinWidth)).toBe('(min-width: 1000px)')
  })

  it('"Hover detection uses the hover and fine-pointer media query."', () => {
    expect(hoverQuery).toBe('(hover: hover) and (pointer: fine)')
  })

  it('"Tile sizes: circle 76x76, square 73x110, square-image 110x110."', () => {
    expect(tileSizes).toEqual({
      circle: { width: 76, height: 76 },
      square: { width: 73, height: 110 },
      'square-image': { width: 110, height: 110 },
    })
  })
})

describe('time and limits (shop-core §9)', () => {
  it('"Time: 1000 ms per second, 60 per minute, 24 per day, 7 per week, 365 per year."', () => {
    expect(time).toMatchObject({
      msPerSecond: 1000,
      secondsPerMinute: 60,
      hoursPerDay: 24,
      daysPerWeek: 7,
      daysPerYear: 365,
    })
    expect(msPerMinute).toBe(60_000)
    expect(msPerHour).toBe(3_600_000)
    expect(msPerDay).toBe(86_400_000)
  })

  it('"Logger throttle 1000 ms, min 5."', () => {
    expect(loggerThrottle).toEqual({ windowMs: 1000, min: 5 })
  })

  it('"Scroll animation 500 ms."', () => {
    expect(scrollAnimationMs).toBe(500)
  })

  it('"Content client: page size 25; rate limit 5 requests per second (3 with an OAuth token); max retries 10; retry delay 300 ms; ids resolved in batches of 50; caches reset at a resolve counter of 1000."', () => {
    expect(contentClientLimits).toEqual({
      perPage: 25,
      requestsPerSecond: 5,
      requestsPerSecondWithOAuthToken: 3,
      maxRetries: 10,
      retryDelayMs: 300,
      resolveBatchSize: 50,
      cacheResetAtResolveCount: 1000,
    })
  })

  it('"Structured data: customer-support contact, weekdays Monday to Friday, founded 2011."', () => {
    expect(organisation.openingDays).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ])
    expect(organisation.foundingYear).toBe(2011)
  })
})
