import { describe, expect, it } from 'vitest'
import { cacheControl } from './cache-policy'
import { adClickIdOf, withAdClickPrivacy } from './designer-hand-off.server'

const request = (cookie?: string) =>
  new Request('http://localhost/products?designGroupId=300', {
    headers: cookie ? { cookie } : {},
  })

describe('the ad-click id of designer links, read on the server (shop-core §3 "an optional ad-click id taken from a cookie")', () => {
  it("is the conversion linker's gclid, or a gclid cookie's", () => {
    expect(adClickIdOf(request('a=1; _gcl_aw=GCL.1700000000.Cj0KCQ-abc_1; b=2'))).toBe(
      'Cj0KCQ-abc_1',
    )
    expect(adClickIdOf(request('gclid=xyz'))).toBe('xyz')
    expect(adClickIdOf(request())).toBeUndefined()
  })

  it('only a safe token of bounded length counts', () => {
    expect(adClickIdOf(request('gclid=%3Cscript%3E'))).toBeUndefined()
    expect(adClickIdOf(request('gclid=a"b'))).toBeUndefined()
    expect(adClickIdOf(request(`gclid=${'a'.repeat(201)}`))).toBeUndefined()
    expect(adClickIdOf(request(`gclid=${'a'.repeat(200)}`))).toBe('a'.repeat(200))
  })

  it('a page whose designer links carry it is private; without it the page keeps its policy', () => {
    expect(withAdClickPrivacy(cacheControl.publicPage, 'Cj0')).toBe(cacheControl.private)
    expect(withAdClickPrivacy(cacheControl.noStore, 'Cj0')).toBe(cacheControl.private)
    expect(withAdClickPrivacy(cacheControl.publicPage, undefined)).toBe(cacheControl.publicPage)
    expect(withAdClickPrivacy(cacheControl.noStore, null)).toBe(cacheControl.noStore)
  })
})
