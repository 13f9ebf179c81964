import { describe, expect, it } from 'vitest'
import { trustProxySetting } from './env.server'

describe('TRUSTED_PROXIES as Express’s trust proxy setting', () => {
  it('empty or 0: nobody names the client', () => {
    expect(trustProxySetting('')).toBe(false)
    expect(trustProxySetting(' 0 ')).toBe(false)
  })

  it('a hop count from 1 to 10', () => {
    expect(trustProxySetting('1')).toBe(1)
    expect(trustProxySetting('10')).toBe(10)
    expect(trustProxySetting('11')).toBeUndefined()
  })

  it('a list of addresses and ranges, IPv4 and IPv6', () => {
    expect(trustProxySetting('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ])
  })

  it('anything else is refused, so a typo cannot trust everybody', () => {
    for (const bad of ['proxy.example', '10.0.0.0/33', 'fd00::/129', '1.2.3.4/8/1', ',', '-1'])
      expect(trustProxySetting(bad), bad).toBeUndefined()
  })
})
