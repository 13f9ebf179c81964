import { describe, expect, it } from 'vitest'
import { LogThrottle } from './log-throttle'

function clock(start = 0) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('"Logger throttle 1000 ms, min 5"', () => {
  it('writes the first 5 lines of a kind per 1000 ms and holds back the rest', () => {
    const c = clock()
    const throttle = new LogThrottle(1000, 5, c.now)
    const writes = Array.from({ length: 12 }, () => throttle.admit('error:shop-api-down').write)
    expect(writes.filter(Boolean)).toHaveLength(5)
    expect(writes.slice(0, 5).every(Boolean)).toBe(true)
  })

  it('reports how many were held back with the first line of the next window', () => {
    const c = clock()
    const throttle = new LogThrottle(1000, 5, c.now)
    for (let i = 0; i < 9; i++) throttle.admit('warn:x')
    c.advance(999)
    expect(throttle.admit('warn:x')).toEqual({ write: false, suppressedBefore: 0 })
    c.advance(1)
    expect(throttle.admit('warn:x')).toEqual({ write: true, suppressedBefore: 5 })
  })

  it('throttles each kind on its own', () => {
    const throttle = new LogThrottle(1000, 5, clock().now)
    for (let i = 0; i < 10; i++) throttle.admit('error:a')
    expect(throttle.admit('error:b').write).toBe(true)
  })

  it('drain() hands over the counts of ended windows once, so a storm that stops is still reported', () => {
    const c = clock()
    const throttle = new LogThrottle(1000, 5, c.now)
    for (let i = 0; i < 8; i++) throttle.admit('error:a')
    throttle.admit('error:b')
    expect(throttle.drain()).toEqual([])
    c.advance(1000)
    expect(throttle.drain()).toEqual([['error:a', 3]])
    expect(throttle.drain()).toEqual([])
    expect(throttle.admit('error:a')).toEqual({ write: true, suppressedBefore: 0 })
  })
})
