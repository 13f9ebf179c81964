import { describe, expect, it } from 'vitest'
import { pageTypeOf, sampled } from './page-figures'

describe('page type of a route', () => {
  it('names the home page, content stories and localised pages without their language', () => {
    expect(pageTypeOf('routes/_index')).toBe('home')
    expect(pageTypeOf('routes/$')).toBe('content')
    expect(pageTypeOf('account-login')).toBe('account-login')
    expect(pageTypeOf('account-login/de')).toBe('account-login')
    expect(pageTypeOf('configurator-card/fr/2')).toBe('configurator-card')
  })

  it('calls every other route, or none, other', () => {
    expect(pageTypeOf('routes/api.vitals')).toBe('other')
    expect(pageTypeOf('root')).toBe('root')
    expect(pageTypeOf(undefined)).toBe('other')
    expect(pageTypeOf('')).toBe('other')
  })
})

describe('sampling', () => {
  it('sends all page views at 1, none at 0, the share below the rate otherwise', () => {
    expect(sampled(1, 0.999)).toBe(true)
    expect(sampled(0, 0)).toBe(false)
    expect(sampled(0.25, 0.2)).toBe(true)
    expect(sampled(0.25, 0.25)).toBe(false)
  })
})
