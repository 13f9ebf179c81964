/**
 * The custom-size input (site-chrome §5 "Dimension input"): seven clean-up steps applied
 * in order each time a character is typed, and the conversion of inches to centimetres.
 * No error messages: the field only ever holds what the steps let through.
 * The wall-art calculators' custom size runs the same steps in the browser, as the
 * shopper types, and on the server, on what a form without JavaScript sent.
 */
import { inchToCm } from './size'
import type { Unit } from './market'

type Step = (value: string, unit: Unit) => string

/** The seven steps, in the order the spec lists them. */
export const dimensionInputSteps: readonly Step[] = [
  // 1. Collapse repeated separators after a decimal.
  (value) => value.replace(/([.,])[.,]+/g, '$1'),
  // 2. Strip a leading separator.
  (value) => value.replace(/^[.,]/, ''),
  // 3. Turn separators into a comma.
  (value) => value.replace(/\./g, ','),
  // 4. Remove characters that are neither digits nor separators.
  (value) => value.replace(/[^0-9,]/g, ''),
  // 5. For non-inch units the decimal mark is a comma; for inches it is a dot.
  (value, unit) => (unit === 'inch' ? value.replace(/,/g, '.') : value),
  // 6. Strip leading zeros.
  (value) => value.replace(/^0+(?=\d)/, ''),
  // 7. Allow at most 4 integer digits and at most 1 decimal digit.
  (value) => value.replace(/^(\d{0,4}(?:[.,]\d?)?).*$/s, '$1'),
]

function applySteps(value: string, unit: Unit): string {
  return dimensionInputSteps.reduce((current, step) => step(current, unit), value)
}

/**
 * The field's value after the steps ran once per character, as if typed one by one, so a
 * pasted value ends up as the same keystrokes would.
 */
export function sanitiseDimensionInput(value: string, unit: Unit): string {
  return [...value].reduce((typed, character) => applySteps(typed + character, unit), '')
}

/**
 * The entered size in centimetres ("inch values convert to centimetres by multiplying by 2.54");
 * undefined while empty.
 */
export function dimensionInputToCm(value: string, unit: Unit): number | undefined {
  const number = Number.parseFloat(sanitiseDimensionInput(value, unit).replace(',', '.'))
  if (Number.isNaN(number)) return undefined
  return unit === 'inch' ? inchToCm(number) : number
}
