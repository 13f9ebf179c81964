import { describe, expect, it } from 'vitest'
import {
  abTestBranch,
  abTestFlagsOf,
  collageDesignId,
  countdownState,
  timeZoneOf,
  videoTypeOf,
} from './content-blocks'

describe('A/B block (site-chrome §2, §4)', () => {
  it('"An A/B content block shows its on or off children depending on a feature flag"', () => {
    expect(abTestBranch('on')).toBe('on')
    expect(abTestBranch('off')).toBe('off')
  })

  it('"Any failure falls back to off": control, unknown values and no treatment show the off children', () => {
    expect(abTestBranch('control')).toBe('off')
    expect(abTestBranch('v2')).toBe('off')
    expect(abTestBranch(undefined)).toBe('off')
    expect(abTestBranch(null)).toBe('off')
  })

  it('collects the flags of every A/B block of a story, nested ones included, once each', () => {
    const content = {
      component: 'page',
      body: [
        {
          component: 'ab-test',
          flag: 'home_hero_experiment',
          on: [{ component: 'ab-test', flag: ' nested ', on: [], off: [] }],
          off: [],
        },
        { component: 'ab-test', flag: 'home_hero_experiment', on: [], off: [] },
        { component: 'ab-test', flag: '', on: [], off: [] },
        { component: 'richtext', flag: 'not-an-ab-block' },
      ],
    }
    expect(abTestFlagsOf(content)).toEqual(['home_hero_experiment', 'nested'])
    expect(abTestFlagsOf(null)).toEqual([])
  })
})

describe('collage page (site-chrome §2; shop-core §9 "default collage id 13 (1 on one channel)")', () => {
  it('"takes its design from query parameter designId"', () => {
    expect(collageDesignId('4711', 'cards', 'de-DE')).toBe(4711)
    expect(collageDesignId(' 12 ', 'wallart', 'de-DE')).toBe(12)
  })

  it('"falling back to a default collage id": 13 on the card channel, 1 on the wall-art channel', () => {
    expect(collageDesignId(null, 'cards', 'de-DE')).toBe(13)
    expect(collageDesignId(undefined, 'wallart', 'fr-FR')).toBe(1)
  })

  it('only a positive integer is a design id', () => {
    for (const bad of ['', 'abc', '0', '-3', '1.5', '012', '<script>', '99999999999']) {
      expect(collageDesignId(bad, 'cards', 'de-DE')).toBe(13)
    }
  })
})

describe('countdown block', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')

  it('counts down to its date in days, hours, minutes and seconds', () => {
    expect(countdownState('2026-11-23T15:30:10Z', now)).toEqual({
      kind: 'running',
      days: 2,
      hours: 3,
      minutes: 30,
      seconds: 10,
    })
    expect(countdownState('2026-12-16T12:00:00+01:00', now)).toMatchObject({
      kind: 'running',
      days: 24,
      hours: 23,
    })
  })

  it('a date in the past (or now) is past: the block logs countdown-date-in-past', () => {
    expect(countdownState('2026-11-21T12:00:00Z', now)).toEqual({ kind: 'past' })
    expect(countdownState('2020-01-01', now)).toEqual({ kind: 'past' })
  })

  it('a missing or malformed date is invalid', () => {
    expect(countdownState('', now)).toEqual({ kind: 'invalid' })
    expect(countdownState('next week', now)).toEqual({ kind: 'invalid' })
    expect(countdownState(undefined, now)).toEqual({ kind: 'invalid' })
  })
})

describe('teaser/hero video', () => {
  it('recognises video assets by extension', () => {
    expect(videoTypeOf('https://a.storyblok.com/f/1/hero.mp4')).toBe('video/mp4')
    expect(videoTypeOf('/a/1/clip.WEBM')).toBe('video/webm')
    expect(videoTypeOf('/a/1/image.jpg')).toBeUndefined()
    expect(videoTypeOf(undefined)).toBeUndefined()
  })
})

describe('market time zone', () => {
  it('shows dates in the market country’s time, the same on server and client', () => {
    expect(timeZoneOf('DE')).toBe('Europe/Berlin')
    expect(timeZoneOf('GB')).toBe('Europe/London')
    expect(timeZoneOf('US')).toBe('America/New_York')
  })
})
