import { describe, expect, it } from 'vitest'
import { addressGroup } from './client'
import { createRateLimiter } from './rate-limit'

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('192.0.2.44')).toBe('192.0.2.44')
    expect(addressGroup('192.0.2.45')).not.toBe(addressGroup('192.0.2.44'))
  })

  it('groups an IPv6 address by its /64, however it is written', () => {
    const group = '2001:db8:5:6::/64'
    expect(addressGroup('2001:db8:5:6::1')).toBe(group)
    expect(addressGroup('2001:0DB8:0005:0006:ffff:1:2:3')).toBe(group)
    expect(addressGroup('2001:db8:5:6:a::7')).toBe(group)
    expect(addressGroup('2001:db8:5:6::192.0.2.1')).toBe(group)
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('2001:db8::5:6:7:8')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('2001:db8:5:7::1')).not.toBe(group)
  })

  it('leaves what is no address alone', () => {
    expect(addressGroup('unknown')).toBe('unknown')
  })
})

describe('the request limiter', () => {
  it('counts the addresses of one IPv6 /64 together, and IPv4 addresses apart', () => {
    const limiter = createRateLimiter(() => 1_000, { limit: 3, windowMs: 60_000 })
    for (let i = 1; i <= 3; i++) expect(limiter.take(`2001:db8:1:2::${i}`)).toBe(0)
    expect(limiter.take('2001:db8:1:2:ffff::9')).toBe(60_000)
    expect(limiter.take('2001:db8:1:3::1')).toBe(0)
    for (let i = 1; i <= 4; i++) expect(limiter.take(`192.0.2.${i}`)).toBe(0)
  })
})
