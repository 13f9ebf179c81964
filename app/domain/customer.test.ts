import { describe, expect, it } from 'vitest'
import { anonymousCustomer, cartArticlesAmountOf, fullNameOf, showsWhitelabelBar } from './customer'

describe('customer (shop-core §3 "Customer (client state)", §4)', () => {
  it('"Customer: starts logged out" with "type (number, default 0)"', () => {
    expect(anonymousCustomer).toEqual({
      emailHash: '',
      firstName: '',
      lastName: '',
      isLoggedIn: false,
      isWhitelabelCustomer: false,
      number: null,
      order: { cartArticlesAmount: 0 },
      type: 0,
    })
  })

  it('"fullName (first and last name, only when logged in)"', () => {
    const customer = { ...anonymousCustomer, firstName: 'Anna', lastName: 'Muster' }
    expect(fullNameOf({ ...customer, isLoggedIn: true })).toBe('Anna Muster')
    expect(fullNameOf(customer)).toBeUndefined()
    expect(fullNameOf({ ...anonymousCustomer, isLoggedIn: true, firstName: 'Anna' })).toBe('Anna')
    expect(fullNameOf({ ...anonymousCustomer, isLoggedIn: true })).toBeUndefined()
  })

  it('"Cart item shows the cart article count (cartArticlesAmount)", 0 without an order', () => {
    expect(cartArticlesAmountOf({ ...anonymousCustomer, order: { cartArticlesAmount: 3 } })).toBe(3)
    expect(cartArticlesAmountOf(anonymousCustomer)).toBe(0)
  })

  it('"Whitelabel customers see a whitelabel bar on the web."', () => {
    const whitelabel = { ...anonymousCustomer, isWhitelabelCustomer: true }
    expect(showsWhitelabelBar(whitelabel, 'web')).toBe(true)
    expect(showsWhitelabelBar(whitelabel, 'desktop')).toBe(false)
    expect(showsWhitelabelBar(anonymousCustomer, 'web')).toBe(false)
  })
})
