import { describe, expect, it } from 'vitest'
import { browserEventCodes } from './browser-event-codes'
import { eventCodes } from './event-codes'

describe('event codes the browser logs (shop-core §8: logs name every event one way)', () => {
  it('each is the catalogue’s code of the same name', () => {
    for (const [name, code] of Object.entries(browserEventCodes)) {
      expect(eventCodes[name as keyof typeof eventCodes]).toBe(code)
    }
  })
})
