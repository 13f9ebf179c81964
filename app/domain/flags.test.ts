import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  edgeArm,
  edgeArmHeader,
  isFlagName,
  checkProperties,
  fallbackTreatment,
  forcedTreatment,
  forcedTreatmentParam,
  isUserKey,
  isValidEventType,
  isValidEventValue,
  treatments,
} from './flags'

describe('treatments (site-chrome §4)', () => {
  it('"Treatments: on, off, control. Any failure falls back to off."', () => {
    expect(treatments).toEqual(['on', 'off', 'control'])
    expect(fallbackTreatment).toBe('off')
  })
})

describe('keys (site-chrome §5 "Key: non-empty string of at most 250 characters")', () => {
  it('"Feature-flag user key: a generated UUID stored in a cookie"', () => {
    expect(isUserKey('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true)
    expect(isUserKey('not-a-uuid')).toBe(false)
    expect(isUserKey('3b241101-e2bb-4255-8caf-4136c566a962; admin=1')).toBe(false)
  })

  it('property: every crypto.randomUUID() is a user key', () => {
    fc.assert(fc.property(fc.uuid({ version: 4 }), (uuid) => isUserKey(uuid)))
  })
})

describe('events (site-chrome §5)', () => {
  it('"Event type: alphanumeric start followed by up to 79 characters of letters, digits, dash, underscore, period or colon."', () => {
    expect(isValidEventType('page_view')).toBe(true)
    expect(isValidEventType('a'.repeat(80))).toBe(true)
    expect(isValidEventType('a'.repeat(81))).toBe(false)
    expect(isValidEventType('1-a_b.c:d')).toBe(true)
    for (const bad of ['', '-start', '_start', 'has space', 'umlaut-ä', 'a/b'])
      expect(isValidEventType(bad), bad).toBe(false)
  })

  it('"Event value a finite number or null."', () => {
    expect(isValidEventValue(3.5)).toBe(true)
    expect(isValidEventValue(null)).toBe(true)
    expect(isValidEventValue(Number.NaN)).toBe(false)
    expect(isValidEventValue(Number.POSITIVE_INFINITY)).toBe(false)
    expect(isValidEventValue('3')).toBe(false)
  })
})

describe('properties (site-chrome §5 "Properties: plain object; at most 300 properties (warning); total size at most 32768 bytes")', () => {
  it('only a plain object is accepted', () => {
    expect(checkProperties([])).toBeUndefined()
    expect(checkProperties(null)).toBeUndefined()
    expect(checkProperties('x')).toBeUndefined()
    expect(checkProperties(new Date())).toBeUndefined()
    expect(checkProperties(Object.create(null))).toEqual({
      properties: {},
      size: 1024,
      tooMany: false,
      tooLarge: false,
    })
  })

  it('"about 1024 base plus 2 per key or string character, 8 per number, 4 per boolean"', () => {
    expect(checkProperties({})?.size).toBe(1024)
    expect(checkProperties({ ab: 'xyz' })?.size).toBe(1024 + 4 + 6)
    expect(checkProperties({ n: 1 })?.size).toBe(1024 + 2 + 8)
    expect(checkProperties({ b: true })?.size).toBe(1024 + 2 + 4)
    expect(checkProperties({ z: null })?.size).toBe(1024 + 2)
  })

  it('"only string, number, boolean or null values (others become null)"', () => {
    expect(
      checkProperties({ a: 'x', b: 1, c: false, d: null, e: { nested: 1 }, f: [1], g: undefined })
        ?.properties,
    ).toEqual({
      a: 'x',
      b: 1,
      c: false,
      d: null,
      e: null,
      f: null,
      g: null,
    })
  })

  it('a key named __proto__ is kept as a property', () => {
    expect(
      Object.keys(checkProperties(JSON.parse('{"__proto__": "x"}'))?.properties ?? {}),
    ).toEqual(['__proto__'])
  })

  it('more than 300 properties is a warning', () => {
    const many = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`k${i}`, 1]))
    expect(checkProperties(many)).toMatchObject({ tooMany: true, tooLarge: false })
    const enough = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, 1]))
    expect(checkProperties(enough)?.tooMany).toBe(false)
  })

  it('over 32768 bytes is too large', () => {
    // 1024 + 2 (key) + 2 × 15871 = 32768 exactly
    expect(checkProperties({ k: 'x'.repeat(15_871) })).toMatchObject({
      size: 32_768,
      tooLarge: false,
    })
    expect(checkProperties({ k: 'x'.repeat(15_872) })).toMatchObject({
      size: 32_770,
      tooLarge: true,
    })
  })

  it("property: the size is the base plus each entry's share", () => {
    const value = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null))
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 20 }), (input) => {
        const checked = checkProperties(input)
        const expected = Object.entries(input).reduce(
          (sum, [key, v]) =>
            sum +
            key.length * 2 +
            (typeof v === 'string'
              ? v.length * 2
              : typeof v === 'number'
                ? 8
                : typeof v === 'boolean'
                  ? 4
                  : 0),
          1024,
        )
        expect(checked?.size).toBe(expected)
      }),
    )
  })
})

describe('forced treatments (site-chrome §5 "accepted only if it is on, off, control or an allowed value in the list")', () => {
  it('accepts on, off and control', () => {
    expect(forcedTreatment('on')).toBe('on')
    expect(forcedTreatment('off')).toBe('off')
    expect(forcedTreatment('control')).toBe('control')
  })

  it('accepts an allowed value and nothing else', () => {
    expect(forcedTreatment('variant-b', ['variant-a', 'variant-b'])).toBe('variant-b')
    expect(forcedTreatment('variant-c', ['variant-a', 'variant-b'])).toBeUndefined()
    expect(forcedTreatment('ON')).toBeUndefined()
    expect(forcedTreatment(null)).toBeUndefined()
    expect(forcedTreatment(undefined)).toBeUndefined()
  })

  it('reads from the query parameter named after the flag', () => {
    const query = new URLSearchParams('ff-product-matrix-wallart=on')
    expect(forcedTreatment(query.get(forcedTreatmentParam('product-matrix-wallart')))).toBe('on')
  })
})

describe('experiments the edge assigns', () => {
  it('one request header per experiment, in the characters nginx passes on', () => {
    expect(edgeArmHeader('home_hero_experiment')).toBe('x-shop-arm-home-hero-experiment')
    expect(edgeArmHeader('Calculator_Layout_VOLL_965')).toBe(
      'x-shop-arm-calculator-layout-voll-965',
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,40}$/), (name) => {
        expect(edgeArmHeader(name)).toMatch(/^x-shop-arm-[a-z0-9-]+$/)
      }),
    )
  })

  it('only `on` and `off` from the edge are arms; anything else is Split’s to decide', () => {
    expect(edgeArm('on')).toBe('on')
    expect(edgeArm('off')).toBe('off')
    for (const value of [null, '', 'ON', 'control', 'on ', '<script>'])
      expect(edgeArm(value)).toBeUndefined()
  })

  it('an operator lists flag names, nothing else', () => {
    expect(isFlagName('home_hero_experiment')).toBe(true)
    for (const value of ['', '-x', 'a b', 'a,b', 'x'.repeat(101)])
      expect(isFlagName(value)).toBe(false)
  })
})
