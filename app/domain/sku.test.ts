import { describe, expect, it } from 'vitest'
import { sizeLabelOf } from './sku'

describe('an article’s size on the SKU page (shop-core §3 unit by locale, §9 2.54)', () => {
  it('"cm" everywhere but the inch market', () => {
    expect(sizeLabelOf({ width: 40, height: 60 }, 'cm', 'de-DE')).toBe('40 × 60 cm')
  })

  it('"inch for en-US": the cm size divided by 2.54, to one decimal', () => {
    expect(sizeLabelOf({ width: 40, height: 60 }, 'inch', 'en-US')).toBe('15.7 × 23.6 in')
    expect(sizeLabelOf({ width: 127, height: 254 }, 'inch', 'en-US')).toBe('50 × 100 in')
  })
})
