import { describe, expect, it } from 'vitest'
import { isTagManagerId, pageViewEventName, trackingSwitches } from './tracking'

describe('tracking (shop-core §5, §9)', () => {
  it("\"A tag-manager id must match 'GTM-' or 'G-' followed by uppercase letters or digits.\"", () => {
    expect(isTagManagerId('GTM-ABC123')).toBe(true)
    expect(isTagManagerId('G-XYZ9')).toBe(true)
    for (const bad of [
      'GTM-',
      'G-',
      'GTM-abc',
      'UA-1234-1',
      'gtm-ABC',
      'GTM-AB C',
      'XGTM-AB',
      'GTM-AB<script>',
      'GTM_AB',
    ]) {
      expect(isTagManagerId(bad), bad).toBe(false)
    }
  })

  it('"Tracking and logging are switched off when the query parameters tracking or logging equal 0."', () => {
    expect(trackingSwitches(new URLSearchParams('tracking=0'))).toEqual({
      tracking: false,
      logging: true,
    })
    expect(trackingSwitches(new URLSearchParams('logging=0'))).toEqual({
      tracking: true,
      logging: false,
    })
    expect(trackingSwitches(new URLSearchParams('tracking=0&logging=0'))).toEqual({
      tracking: false,
      logging: false,
    })
  })

  it('any other value, or none, leaves them on', () => {
    expect(trackingSwitches(new URLSearchParams(''))).toEqual({ tracking: true, logging: true })
    expect(trackingSwitches(new URLSearchParams('tracking=1&logging=false'))).toEqual({
      tracking: true,
      logging: true,
    })
    expect(trackingSwitches({ tracking: 0 })).toEqual({ tracking: false, logging: true })
  })

  it('"Page-view event name: landingpage_view."', () => {
    expect(pageViewEventName).toBe('landingpage_view')
  })
})
