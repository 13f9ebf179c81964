import { describe, expect, it } from 'vitest'
import {
  askedRefinement,
  cardAccessories,
  cardRefinements,
  refinementFor,
  cardFilters,
  cardOccasions,
  cardPageSizes,
  cardQuantitySteps,
  cardSortKeys,
  expressDeliveryHours,
  freeSampleCards,
  furtherSampleCardPrice,
  sampleCardsCharge,
} from './cards'

describe('card vocabulary (shop-core §3 "Cards")', () => {
  it('"Accessories: bag, bow, box, envelope, inlay, pen, posterbar, ribbon, screw, seal, standard."', () => {
    expect(cardAccessories).toEqual([
      'bag',
      'bow',
      'box',
      'envelope',
      'inlay',
      'pen',
      'posterbar',
      'ribbon',
      'screw',
      'seal',
      'standard',
    ])
  })

  it('"Filters: aspectRatio, category, color, label, product, punching, style." "Sort: sort, popularity, created."', () => {
    expect(cardFilters).toEqual([
      'aspectRatio',
      'category',
      'color',
      'label',
      'product',
      'punching',
      'style',
    ])
    expect(cardSortKeys).toEqual(['sort', 'popularity', 'created'])
  })

  it('"Occasions are listed (birth, wedding, birthday, baptism and others)"', () => {
    for (const occasion of ['birth', 'wedding', 'birthday', 'baptism'] as const)
      expect(cardOccasions).toContain(occasion)
    expect(new Set(cardOccasions).size).toBe(cardOccasions.length)
    expect(cardOccasions.length).toBeGreaterThanOrEqual(20)
  })
})

describe('card constants (shop-core §9)', () => {
  it('"Card page sizes: 12 and 48."', () => {
    expect(cardPageSizes).toEqual([12, 48])
  })

  it('"Card quantity steps: from 1 in steps of 4 up to 5, then 5, 10, 100 and 250 up to 5000"', () => {
    expect(cardQuantitySteps.slice(0, 2)).toEqual([1, 5])
    expect(cardQuantitySteps.at(-1)).toBe(5000)
    const gaps = cardQuantitySteps
      .slice(1)
      .map((quantity, i) => quantity - (cardQuantitySteps[i] as number))
    expect(gaps[0]).toBe(4)
    expect(new Set(gaps.slice(1))).toEqual(new Set([5, 10, 100, 250]))
    for (let i = 2; i < gaps.length; i++)
      expect(gaps[i] as number).toBeGreaterThanOrEqual(gaps[i - 1] as number)
  })

  it('"Free sample cards: up to 3 free, each further one 3.50 CHF (Swiss texts)."', () => {
    expect(freeSampleCards).toBe(3)
    expect(furtherSampleCardPrice).toEqual({ amount: 3.5, currency: 'CHF' })
    expect(sampleCardsCharge(3, 'CHF')).toEqual({ amount: 0, currency: 'CHF' })
    expect(sampleCardsCharge(5, 'CHF')).toEqual({ amount: 7, currency: 'CHF' })
    expect(sampleCardsCharge(0, 'CHF')).toEqual({ amount: 0, currency: 'CHF' })
    expect(sampleCardsCharge(5, 'EUR')).toBeUndefined()
  })

  it('"Express delivery in 48 h (Swiss) or 24 h."', () => {
    expect(expressDeliveryHours('CHF')).toBe(48)
    expect(expressDeliveryHours('EUR')).toBe(24)
    expect(expressDeliveryHours('GBP')).toBe(24)
  })
})

describe('card refinements (shop-core §3 "Refinement")', () => {
  it('"gold, ohne, relief, rosegold, silber", none first', () => {
    expect([...cardRefinements].sort()).toEqual(['gold', 'ohne', 'relief', 'rosegold', 'silber'])
    expect(cardRefinements[0]).toBe('ohne')
  })

  it('reads the URL leniently: anything else asks for none', () => {
    expect(askedRefinement('rosegold')).toBe('rosegold')
    expect(askedRefinement('platin')).toBeNull()
    expect(askedRefinement(null)).toBeNull()
    expect(askedRefinement('GOLD')).toBeNull()
  })

  it('a format shows the refinement asked only when it takes it', () => {
    const folded = ['ohne', 'gold', 'silber', 'rosegold', 'relief'].map((value) => ({ value }))
    const postcard = ['ohne', 'gold', 'silber'].map((value) => ({ value }))
    expect(refinementFor(folded, 'relief')).toBe('relief')
    expect(refinementFor(postcard, 'relief')).toBe('ohne')
    expect(refinementFor(postcard, 'gold')).toBe('gold')
    expect(refinementFor(undefined, 'gold')).toBe('ohne')
    expect(refinementFor(folded, 'junk')).toBe('ohne')
  })
})
