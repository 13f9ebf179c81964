import { describe, expect, it } from 'vitest'
import { clientAddressOf, isIPv6, parseTrustedProxies } from './client-address'

const none = parseTrustedProxies(undefined)!
const oneHop = parseTrustedProxies('1')!
const twoHops = parseTrustedProxies('2')!
const proxies = parseTrustedProxies('10.0.0.0/8, 192.168.1.7')!

describe('client address behind trusted proxies', () => {
  it('parses none, a hop count or a list; refuses anything else', () => {
    expect(parseTrustedProxies('')).toEqual({ kind: 'none' })
    expect(parseTrustedProxies('0')).toEqual({ kind: 'none' })
    expect(parseTrustedProxies('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(parseTrustedProxies('10.0.0.0/8,::1')).toEqual({
      kind: 'list',
      entries: ['10.0.0.0/8', '::1'],
    })
    expect(parseTrustedProxies('11')).toBeUndefined()
    expect(parseTrustedProxies('proxy.example')).toBeUndefined()
    expect(parseTrustedProxies('10.0.0.0/40')).toBeUndefined()
  })

  it('no proxy: the socket peer, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9')
    expect(clientAddressOf('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9')
  })

  it('one proxy: the address it appended; a spoofed entry further left is ignored', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', oneHop)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', '198.51.100.1, 203.0.113.9', oneHop)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', undefined, oneHop)).toBe('10.0.0.2')
  })

  it('two proxies: two hops from the right; spoofed entries are never reached', () => {
    expect(clientAddressOf('10.0.0.3', '203.0.113.9, 10.0.0.2', twoHops)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.3', '1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.2', twoHops)).toBe(
      '203.0.113.9',
    )
    // Fewer entries than hops (a request past the outer proxy): the leftmost there is.
    expect(clientAddressOf('10.0.0.3', '203.0.113.9', twoHops)).toBe('203.0.113.9')
    // Garbage where the proxy's entry should be stops at the last trusted hop.
    expect(clientAddressOf('10.0.0.3', 'evil, 10.0.0.2', twoHops)).toBe('10.0.0.2')
  })

  it('a proxy list: skipped from the right; an untrusted peer is the client itself', () => {
    expect(clientAddressOf('10.1.2.3', '198.51.100.1, 203.0.113.9, 192.168.1.7', proxies)).toBe(
      '203.0.113.9',
    )
    expect(clientAddressOf('203.0.113.50', '198.51.100.1', proxies)).toBe('203.0.113.50')
  })

  it('recognises IPv6 text forms', () => {
    expect(isIPv6('::1')).toBe(true)
    expect(isIPv6('2001:db8::8a2e:370:7334')).toBe(true)
    expect(isIPv6('::ffff:192.0.2.1')).toBe(true)
    expect(isIPv6('1:2:3:4:5:6:7:8')).toBe(true)
    expect(isIPv6('1::2::3')).toBe(false)
    expect(isIPv6('12345::')).toBe(false)
  })
})
