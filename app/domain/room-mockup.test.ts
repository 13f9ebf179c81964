import { describe, expect, it } from 'vitest'
import { roomMockupSizeClassOf, roomMockupSizeClassOfArea } from './room-mockup'

describe('room-mockup size classes (shop-core §9 "xxs up to 40000, xs up to 100000, s 100001 to 400000, m 400001 to 934000, l 934001 to 10,000,000")', () => {
  it('classifies areas at the boundaries', () => {
    expect(roomMockupSizeClassOfArea(1)).toBe('xxs')
    expect(roomMockupSizeClassOfArea(40_000)).toBe('xxs')
    expect(roomMockupSizeClassOfArea(40_001)).toBe('xs')
    expect(roomMockupSizeClassOfArea(100_000)).toBe('xs')
    expect(roomMockupSizeClassOfArea(100_001)).toBe('s')
    expect(roomMockupSizeClassOfArea(400_000)).toBe('s')
    expect(roomMockupSizeClassOfArea(400_001)).toBe('m')
    expect(roomMockupSizeClassOfArea(934_000)).toBe('m')
    expect(roomMockupSizeClassOfArea(934_001)).toBe('l')
    expect(roomMockupSizeClassOfArea(10_000_000)).toBe('l')
  })

  it('no class for no area or one beyond 10,000,000', () => {
    expect(roomMockupSizeClassOfArea(0)).toBeUndefined()
    expect(roomMockupSizeClassOfArea(Number.NaN)).toBeUndefined()
    expect(roomMockupSizeClassOfArea(10_000_001)).toBeUndefined()
  })

  it('a format in cm is measured in mm²', () => {
    expect(roomMockupSizeClassOf({ width: 20, height: 20 })).toBe('xxs')
    expect(roomMockupSizeClassOf({ width: 30, height: 20 })).toBe('xs')
    expect(roomMockupSizeClassOf({ width: 60, height: 40 })).toBe('s')
    expect(roomMockupSizeClassOf({ width: 90, height: 60 })).toBe('m')
    expect(roomMockupSizeClassOf({ width: 150, height: 100 })).toBe('l')
    expect(roomMockupSizeClassOf({ width: 400, height: 300 })).toBeUndefined()
  })
})
