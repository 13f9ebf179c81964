import { describe, expect, it } from 'vitest'
import { reloadGuardMs } from './constants'
import { mayReload } from './reload-guard'

describe('reload guard (shop-core §4 "at most once per path within 10 seconds")', () => {
  it('the guard is 10 s', () => {
    expect(reloadGuardMs).toBe(10_000)
  })

  it('a path never reloaded may reload', () => {
    expect(mayReload(undefined, 1_000)).toBe(true)
  })

  it('not again within 10 seconds', () => {
    expect(mayReload(50_000, 50_001)).toBe(false)
    expect(mayReload(50_000, 59_999)).toBe(false)
  })

  it('again after 10 seconds', () => {
    expect(mayReload(50_000, 60_000)).toBe(true)
  })
})
