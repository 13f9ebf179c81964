import { describe, expect, it } from 'vitest'
import { createToolboxGate, DEFAULT_TOOLBOX } from './gate'

const settings = {
  ...DEFAULT_TOOLBOX,
  concurrent: 2,
  concurrentPerAddress: 1,
  perAddress: { limit: 3, windowMs: 60_000 },
}

describe('the toolbox gate', () => {
  it('lets one upload per address and two in all run at once; a release frees the place once', () => {
    const gate = createToolboxGate(() => 0, settings)
    const first = gate.enter('a')
    expect(first.ok).toBe(true)
    expect(gate.enter('a')).toMatchObject({ ok: false, status: 429, reason: 'address-busy' })
    const second = gate.enter('b')
    expect(second.ok).toBe(true)
    expect(gate.enter('c')).toMatchObject({ ok: false, status: 503, reason: 'busy' })
    if (first.ok) {
      first.release()
      first.release()
    }
    expect(gate.running).toBe(1)
    expect(gate.enter('c').ok).toBe(true)
  })

  it('counts an address’s uploads in the window and names the wait', () => {
    let now = 0
    const gate = createToolboxGate(() => now, settings)
    for (let upload = 0; upload < 3; upload++) {
      const entry = gate.enter('a')
      if (entry.ok) entry.release()
      now += 1_000
    }
    expect(gate.enter('a')).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 57 })
    now = 60_001
    expect(gate.enter('a').ok).toBe(true)
  })
})
