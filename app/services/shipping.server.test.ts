import { describe, expect, it } from 'vitest'
import { countdownAtNow } from '~/domain/countdown'
import { countdownOf, type ShippingData } from './shipping.server'

const shipping: ShippingData = {
  lodStart: '2026-03-10T05:00:00Z',
  safetyLodEnd: null,
  lodEnd: '2026-03-10T15:00:00Z',
  expressLodEnd: null,
  saturdayLodEnd: null,
  timeZone: 'Europe/Berlin',
}

describe('the countdown a page sends (site-chrome §4 "Countdown text")', () => {
  it("sends the lead times; the text is written in the market's language", () => {
    const data = countdownOf(shipping, 'fr-FR')
    expect(data?.deadlines).toEqual([{ kind: 'normal', at: Date.parse('2026-03-10T15:00:00Z') }])
    const noon = Date.parse('2026-03-10T11:00:00Z')
    expect(countdownAtNow(data!, noon, 'fr-FR')).toMatchObject({
      kind: 'normal',
      day: 'today',
      time: '16:00',
      date: 'mardi 10 mars',
    })
    expect(countdownAtNow(data!, noon, 'en-GB')).toMatchObject({
      time: '16:00',
      date: 'Tuesday 10 March',
    })
  })

  it('shows no countdown for data it cannot read, rather than failing the page', () => {
    expect(countdownOf({ ...shipping, timeZone: 'Mars/Olympus' }, 'de-DE')).toBeNull()
    expect(countdownOf({ ...shipping, lodStart: 'soon' }, 'de-DE')).toBeNull()
    expect(countdownOf({ ...shipping, lodEnd: 'not a date' }, 'de-DE')).toBeNull()
  })

  it('is made once per shipping answer and locale: a new answer (after the cache) is read again', () => {
    const answer = { ...shipping }
    expect(countdownOf(answer, 'de-DE')).toBe(countdownOf(answer, 'de-DE'))
    expect(countdownOf(answer, 'fr-FR')).not.toBe(countdownOf(answer, 'de-DE'))
    const next = { ...shipping, lodEnd: '2026-03-11T15:00:00Z' }
    expect(countdownOf(next, 'de-DE')?.deadlines).toEqual([
      { kind: 'normal', at: Date.parse('2026-03-11T15:00:00Z') },
    ])
  })
})
