/**
 * Where a real shop API keeps the customer's fields: the reference
 * backend answers customer-data as the specification's contract has it (C3, C7); a shop API
 * that names or nests them otherwise is configured with a map from the shop's field to the
 * path in the answer's `payload`, e.g.
 * `{"firstName":"profile.givenName","order.cartArticlesAmount":"cart.count"}`.
 * Fields left out of the map are read where the contract puts them.
 */

export const customerFields = [
  'emailHash',
  'firstName',
  'lastName',
  'isLoggedIn',
  'isWhitelabelCustomer',
  'number',
  'type',
  'order.cartArticlesAmount',
  'order.isWhitelabelOrder',
] as const
export type CustomerField = (typeof customerFields)[number]
export type CustomerFieldMap = Partial<Record<CustomerField, string>>

const segment = /^[A-Za-z_$][\w$-]{0,63}$/
const forbidden = new Set(['__proto__', 'prototype', 'constructor'])

function isPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > 200) return false
  return path.split('.').every((part) => segment.test(part) && !forbidden.has(part))
}

/** Parses `CUSTOMER_DATA_FIELDS` (JSON); a problem names what is wrong. */
export function parseCustomerFieldMap(
  text: string,
): { ok: true; map: CustomerFieldMap } | { ok: false; problem: string } {
  if (text.trim() === '') return { ok: true, map: {} }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return {
      ok: false,
      problem: 'expected a JSON object such as {"firstName":"profile.givenName"}',
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, problem: 'expected a JSON object' }
  const map: CustomerFieldMap = {}
  for (const [field, path] of Object.entries(parsed)) {
    if (!(customerFields as readonly string[]).includes(field))
      return {
        ok: false,
        problem: `unknown customer field "${field}" (known: ${customerFields.join(', ')})`,
      }
    if (!isPath(path))
      return {
        ok: false,
        problem: `"${field}": expected a dotted path in the answer's payload, such as "profile.givenName"`,
      }
    map[field as CustomerField] = path
  }
  return { ok: true, map }
}

function read(source: unknown, path: string): unknown {
  let value = source
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part))
      return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/**
 * The shop API's customer answer (`{ payload: … }`) with the mapped fields moved to where the
 * contract has them. Anything else is left as it is, for the answer's schema to check.
 */
export function remapCustomerAnswer(answer: unknown, map: CustomerFieldMap): unknown {
  const entries = Object.entries(map) as [CustomerField, string][]
  if (entries.length === 0 || !answer || typeof answer !== 'object') return answer
  const payload = (answer as { payload?: unknown }).payload
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return answer
  const source = payload as Record<string, unknown>
  const result: Record<string, unknown> = { ...source }
  const order =
    source.order && typeof source.order === 'object' && !Array.isArray(source.order)
      ? { ...(source.order as Record<string, unknown>) }
      : {}
  let orderTouched = false
  for (const [field, path] of entries) {
    const value = read(source, path)
    if (value === undefined) continue
    if (field.startsWith('order.')) {
      order[field.slice('order.'.length)] = value
      orderTouched = true
    } else {
      result[field] = value
    }
  }
  if (orderTouched) result.order = order
  return { ...(answer as Record<string, unknown>), payload: result }
}
