import { describe, expect, it } from 'vitest'
import { requestIdFrom } from './request-id'

describe('request id ("JSON logs with request id")', () => {
  const create = () => 'generated-0001'

  it('keeps the id a proxy sent', () => {
    expect(requestIdFrom('3f2a9c1e-7b4d-4e7a-9f0b-2c6d8e1a5b3c', create)).toBe(
      '3f2a9c1e-7b4d-4e7a-9f0b-2c6d8e1a5b3c',
    )
    expect(requestIdFrom('Root=1-67891233-abcdef012345678912345678', create)).toBe(
      'Root=1-67891233-abcdef012345678912345678',
    )
  })

  it('makes one when there is none, or when the header is not an id (no log injection)', () => {
    expect(requestIdFrom(null, create)).toBe('generated-0001')
    expect(requestIdFrom('', create)).toBe('generated-0001')
    expect(requestIdFrom('abc', create)).toBe('generated-0001')
    expect(requestIdFrom('id\n{"level":"error"}', create)).toBe('generated-0001')
    expect(requestIdFrom('x'.repeat(129), create)).toBe('generated-0001')
  })
})
