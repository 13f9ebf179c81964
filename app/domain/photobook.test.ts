import { describe, expect, it } from 'vitest'
import {
  coverOf,
  defaultBindingOf,
  isPhotobookType,
  orientationOfFormat,
  photobookBindings,
  photobookCovers,
  photobookFormats,
  photobookOrientations,
  photobookPapers,
  photobookTypes,
  printingOf,
} from './photobook'

describe('photo books (shop-core §3 "Photo books")', () => {
  it('"Types: digitalfotobuch, echtfotobuch, fotoheft. Cover: hard or soft."', () => {
    expect(photobookTypes).toEqual(['digitalfotobuch', 'echtfotobuch', 'fotoheft'])
    expect(photobookCovers).toEqual(['hard', 'soft'])
    expect(isPhotobookType('fotoheft')).toBe(true)
    expect(isPhotobookType('photobook')).toBe(false)
  })

  it('"Binding: heftbindung, layflat, pur." "Paper finishes: feinstweiss, glaenzend, matt, standard."', () => {
    expect(photobookBindings).toEqual(['heftbindung', 'layflat', 'pur'])
    expect(photobookPapers).toEqual(['feinstweiss', 'glaenzend', 'matt', 'standard'])
  })

  it('"Formats: a3-quer, a4-hoch, a4-quer, a5-hoch, a5-quer, a6-quer, 200-200, 300-300." "Orientation: din-landscape, din-portrait, square."', () => {
    expect(photobookFormats).toHaveLength(8)
    expect(photobookOrientations).toEqual(['din-landscape', 'din-portrait', 'square'])
  })

  it('"The default binding is pur for the digital book, layflat for the real-photo book and heftbindung for the photo booklet."', () => {
    expect(defaultBindingOf('digitalfotobuch')).toBe('pur')
    expect(defaultBindingOf('echtfotobuch')).toBe('layflat')
    expect(defaultBindingOf('fotoheft')).toBe('heftbindung')
  })

  it('"photobookPrinting and photobookCover (both derived from the type)"', () => {
    expect([printingOf('digitalfotobuch'), coverOf('digitalfotobuch')]).toEqual(['digital', 'hard'])
    expect([printingOf('echtfotobuch'), coverOf('echtfotobuch')]).toEqual(['photo', 'hard'])
    expect([printingOf('fotoheft'), coverOf('fotoheft')]).toEqual(['digital', 'soft'])
  })

  it("\"'-quer' is landscape, '-hoch' is portrait, otherwise square\"", () => {
    expect(orientationOfFormat('a4-quer')).toBe('din-landscape')
    expect(orientationOfFormat('a5-hoch')).toBe('din-portrait')
    expect(orientationOfFormat('300-300')).toBe('square')
    expect(photobookFormats.map(orientationOfFormat)).toEqual([
      'din-landscape',
      'din-portrait',
      'din-landscape',
      'din-portrait',
      'din-landscape',
      'din-landscape',
      'square',
      'square',
    ])
  })
})
