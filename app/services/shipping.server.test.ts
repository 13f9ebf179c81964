import { describe, expect, it } from 'vitest'
import { countdownOf, type ShippingData } from './shipping.server'

const shipping: ShippingData = {
  lodStart: '2026-03-10T05:00:00Z',
  safetyLodEnd: null,
  lodEnd: '2026-03-10T15:00:00Z',
  expressLodEnd: null,
  saturdayLodEnd: null,
  timeZone: 'Europe/Berlin',
}

describe('the countdown a page sends (ADR 137; site-chrome §4 "Countdown text")', () => {
  it('writes each deadline in the market\'s language', () => {
    expect(countdownOf(shipping, 'fr-FR')?.deadlines).toMatchObject([{ kind: 'normal', time: '16:00', date: 'mardi 10 mars' }])
    expect(countdownOf(shipping, 'en-GB')?.deadlines).toMatchObject([{ time: '16:00', date: 'Tuesday 10 March' }])
  })

  it('shows no countdown for data it cannot read, rather than failing the page', () => {
    expect(countdownOf({ ...shipping, timeZone: 'Mars/Olympus' }, 'de-DE')).toBeNull()
    expect(countdownOf({ ...shipping, lodStart: 'soon' }, 'de-DE')).toBeNull()
    expect(countdownOf({ ...shipping, lodEnd: 'not a date' }, 'de-DE')).toBeNull()
  })
})
