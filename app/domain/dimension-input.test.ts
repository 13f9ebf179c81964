import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dimensionInputSteps, dimensionInputToCm, sanitiseDimensionInput } from './dimension-input'

const step = (index: number, value: string, unit: 'cm' | 'inch' = 'cm') => {
  const run = dimensionInputSteps[index]
  if (!run) throw new Error(`no step ${index + 1}`)
  return run(value, unit)
}

describe('dimension input steps (site-chrome §5 "applied per character, in order")', () => {
  it('there are seven steps', () => {
    expect(dimensionInputSteps).toHaveLength(7)
  })

  it('1. "Collapse repeated separators after a decimal."', () => {
    expect(step(0, '12,,5')).toBe('12,5')
    expect(step(0, '12.,.5')).toBe('12.5')
    expect(step(0, '1,2')).toBe('1,2')
  })

  it('2. "Strip a leading separator."', () => {
    expect(step(1, ',5')).toBe('5')
    expect(step(1, '.5')).toBe('5')
    expect(step(1, '5,')).toBe('5,')
  })

  it('3. "Turn separators into a comma."', () => {
    expect(step(2, '12.5')).toBe('12,5')
  })

  it('4. "Remove characters that are neither digits nor separators."', () => {
    expect(step(3, '1a2 b,5cm')).toBe('12,5')
  })

  it('5. "For non-inch units the decimal mark is a comma; for inches it is a dot."', () => {
    expect(step(4, '12,5', 'cm')).toBe('12,5')
    expect(step(4, '12,5', 'inch')).toBe('12.5')
  })

  it('6. "Strip leading zeros."', () => {
    expect(step(5, '007')).toBe('7')
    expect(step(5, '00,5')).toBe('0,5')
    expect(step(5, '0')).toBe('0')
  })

  it('7. "Allow at most 4 integer digits and at most 1 decimal digit."', () => {
    expect(step(6, '12345')).toBe('1234')
    expect(step(6, '12,34')).toBe('12,3')
    expect(step(6, '12,5,3')).toBe('12,5')
    expect(step(6, '12,')).toBe('12,')
  })
})

describe('sanitiseDimensionInput', () => {
  it('cleans a typed value for centimetres', () => {
    expect(sanitiseDimensionInput('012.55 cm', 'cm')).toBe('12,5')
    expect(sanitiseDimensionInput('99999', 'cm')).toBe('9999')
    expect(sanitiseDimensionInput('0,5', 'cm')).toBe('0,5')
  })

  it('cleans a typed value for inches with a dot', () => {
    expect(sanitiseDimensionInput('12,25', 'inch')).toBe('12.2')
    expect(sanitiseDimensionInput('8.5"', 'inch')).toBe('8.5')
  })

  it('a pasted value ends up as typing it would: junk before a separator cannot leave a leading separator', () => {
    expect(sanitiseDimensionInput('a,5', 'cm')).toBe('5')
    expect(sanitiseDimensionInput(',,,5', 'cm')).toBe('5')
    expect(sanitiseDimensionInput('', 'cm')).toBe('')
  })

  const anyInput = fc.string({
    unit: fc.constantFrom(...'0123456789.,,..ab x-'.split('')),
    maxLength: 16,
  })
  const unit = fc.constantFrom('cm' as const, 'inch' as const)

  it("property: the result is at most 4 integer digits with no leading zero, and at most 1 decimal digit after the unit's mark", () => {
    fc.assert(
      fc.property(anyInput, unit, (input, u) => {
        const mark = u === 'inch' ? '\\.' : ','
        expect(sanitiseDimensionInput(input, u)).toMatch(
          new RegExp(`^(?:0|[1-9]\\d{0,3})?(?:${mark}\\d?)?$`),
        )
      }),
    )
  })

  it('property: cleaning is idempotent', () => {
    fc.assert(
      fc.property(anyInput, unit, (input, u) => {
        const once = sanitiseDimensionInput(input, u)
        expect(sanitiseDimensionInput(once, u)).toBe(once)
      }),
    )
  })

  it('property: a valid number is kept as typed', () => {
    const integer = fc.integer({ min: 1, max: 9999 })
    const decimal = fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined })
    fc.assert(
      fc.property(integer, decimal, unit, (i, d, u) => {
        const mark = u === 'inch' ? '.' : ','
        const typed = d === undefined ? `${i}` : `${i}${mark}${d}`
        expect(sanitiseDimensionInput(typed, u)).toBe(typed)
      }),
    )
  })
})

describe('dimensionInputToCm (site-chrome §5 "Inch values convert to centimetres by multiplying by 2.54")', () => {
  it('reads centimetres with a decimal comma', () => {
    expect(dimensionInputToCm('12,5', 'cm')).toBe(12.5)
  })

  it('converts inches', () => {
    expect(dimensionInputToCm('10', 'inch')).toBe(25.4)
    expect(dimensionInputToCm('8.5', 'inch')).toBe(21.59)
  })

  it('an empty field has no value', () => {
    expect(dimensionInputToCm('', 'cm')).toBeUndefined()
    expect(dimensionInputToCm('abc', 'inch')).toBeUndefined()
  })
})
