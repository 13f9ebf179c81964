import { describe, expect, it } from 'vitest'
import { parseCustomerFieldMap, remapCustomerAnswer } from './customer-fields'

describe('parseCustomerFieldMap', () => {
  it('takes a map from the shop’s fields to paths in the payload; empty is no map', () => {
    expect(parseCustomerFieldMap('')).toEqual({ ok: true, map: {} })
    expect(
      parseCustomerFieldMap(
        '{"firstName":"profile.givenName","order.cartArticlesAmount":"cart.count"}',
      ),
    ).toEqual({
      ok: true,
      map: { firstName: 'profile.givenName', 'order.cartArticlesAmount': 'cart.count' },
    })
  })

  it('names what is wrong: no JSON, an unknown field, a path that is no path', () => {
    expect(parseCustomerFieldMap('firstName=x')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/JSON object/),
    })
    expect(parseCustomerFieldMap('["firstName"]')).toMatchObject({ ok: false })
    expect(parseCustomerFieldMap('{"password":"x"}')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/unknown customer field "password"/),
    })
    expect(parseCustomerFieldMap('{"firstName":"profile..name"}')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/dotted path/),
    })
    expect(parseCustomerFieldMap('{"firstName":"__proto__.x"}')).toMatchObject({ ok: false })
    expect(parseCustomerFieldMap('{"firstName":3}')).toMatchObject({ ok: false })
  })
})

describe('remapCustomerAnswer', () => {
  const map = {
    firstName: 'profile.givenName',
    isLoggedIn: 'authenticated',
    'order.cartArticlesAmount': 'cart.count',
  } as const

  it('moves the mapped fields to where the contract has them and leaves the rest', () => {
    const answer = {
      payload: {
        profile: { givenName: 'Ada' },
        authenticated: true,
        lastName: 'Lovelace',
        cart: { count: 3 },
        order: { isWhitelabelOrder: true },
      },
      message: { text: 'ok' },
    }
    expect(remapCustomerAnswer(answer, map)).toEqual({
      payload: {
        profile: { givenName: 'Ada' },
        authenticated: true,
        lastName: 'Lovelace',
        cart: { count: 3 },
        firstName: 'Ada',
        isLoggedIn: true,
        order: { isWhitelabelOrder: true, cartArticlesAmount: 3 },
      },
      message: { text: 'ok' },
    })
  })

  it('a path missing in the answer leaves the field to its default; no map, or no payload, changes nothing', () => {
    expect(remapCustomerAnswer({ payload: { firstName: 'Bo' } }, map)).toEqual({
      payload: { firstName: 'Bo' },
    })
    const answer = { payload: { firstName: 'Bo' } }
    expect(remapCustomerAnswer(answer, {})).toBe(answer)
    expect(remapCustomerAnswer({ message: 'x' }, map)).toEqual({ message: 'x' })
    expect(remapCustomerAnswer(null, map)).toBeNull()
  })

  it('reads only own properties (no prototype paths)', () => {
    expect(remapCustomerAnswer({ payload: {} }, { firstName: 'toString' })).toEqual({ payload: {} })
  })
})
