import { describe, expect, it } from 'vitest'
import {
  cardAccessories,
  cardFilters,
  cardOccasions,
  cardPageSizes,
  cardQuantitySteps,
  cardRefinements,
  cardSortKeys,
  defaultCardQuantity,
  envelopeSizeClasses,
  envelopeSurcharge,
  expressDeliveryHours,
  freeSampleCards,
  furtherSampleCardPrice,
  minimumDefaultRates,
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

  it('"Envelope size classes: C6 162x114, B6 176x125, DIN long 220x110."', () => {
    expect(envelopeSizeClasses).toEqual({
      C6: { width: 162, height: 114 },
      B6: { width: 176, height: 125 },
      'DIN-lang': { width: 220, height: 110 },
    })
  })

  it('"Refinement: gold, ohne, relief, rosegold, silber."', () => {
    expect(cardRefinements).toEqual(['gold', 'ohne', 'relief', 'rosegold', 'silber'])
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

  it('"Occasions are listed (birth, wedding, birthday, baptism and others)" (ADR 035)', () => {
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

  it('"Card quantity steps: from 1 in steps of 4 up to 5, then 5, 10, 100 and 250 up to 5000" (ADR 033)', () => {
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

  it('"the default option is the 11th entry"', () => {
    expect(defaultCardQuantity).toBe(cardQuantitySteps[10])
    expect(defaultCardQuantity).toBe(50)
  })

  it('"Envelope surcharge per card (size class: AT / DE / CH): standard: 1,00 € / 0,95 € / 1.00 CHF"', () => {
    expect(envelopeSurcharge('AT', 'standard')).toEqual({ amount: 1, currency: 'EUR' })
    expect(envelopeSurcharge('DE', 'standard')).toEqual({ amount: 0.95, currency: 'EUR' })
    expect(envelopeSurcharge('CH', 'standard')).toEqual({ amount: 1, currency: 'CHF' })
  })

  it('"compact: 1,50 € / 1,10 € / 1.20 CHF"', () => {
    expect(envelopeSurcharge('AT', 'compact')).toEqual({ amount: 1.5, currency: 'EUR' })
    expect(envelopeSurcharge('DE', 'compact')).toEqual({ amount: 1.1, currency: 'EUR' })
    expect(envelopeSurcharge('CH', 'compact')).toEqual({ amount: 1.2, currency: 'CHF' })
  })

  it('"large: 1,50 € / 1,80 € / 2.90 CHF"', () => {
    expect(envelopeSurcharge('AT', 'large')).toEqual({ amount: 1.5, currency: 'EUR' })
    expect(envelopeSurcharge('DE', 'large')).toEqual({ amount: 1.8, currency: 'EUR' })
    expect(envelopeSurcharge('CH', 'large')).toEqual({ amount: 2.9, currency: 'CHF' })
  })

  it('countries without a listed surcharge have none here (ADR 034)', () => {
    expect(envelopeSurcharge('FR', 'standard')).toBeUndefined()
    expect(envelopeSurcharge('LI', 'standard')).toBeUndefined()
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

  it('"Minimum default rate: 2.5 (DE) and 3.5 (CH)."', () => {
    expect(minimumDefaultRates).toEqual({ DE: 2.5, CH: 3.5 })
  })
})
