import { describe, expect, it } from 'vitest'
import {
  aluFrameColours,
  defaultFrameFor,
  defaultFrameVariants,
  defaultMatFor,
  frameFamilies,
  frameTypes,
  frameVariants,
  glassTypes,
  matColours,
  materials,
  matSizes,
  matTypes,
  optionGroups,
  productKinds,
  productTypes,
} from './wallart'

describe('wall-art vocabulary (shop-core §3, site-chrome §3)', () => {
  it('"Materials: acrylglas, aludibond, backlitfolie, echtglas, forexplatte, fototapete, gallerybond, hahnemuehle, klebefolie, leinwand, poster, pvcplane."', () => {
    expect(materials).toEqual([
      'acrylglas',
      'aludibond',
      'backlitfolie',
      'echtglas',
      'forexplatte',
      'fototapete',
      'gallerybond',
      'hahnemuehle',
      'klebefolie',
      'leinwand',
      'poster',
      'pvcplane',
    ])
  })

  it('"Frame types: alurahmen, artbox, fotorahmen, holzrahmen, kunststoffrahmen, schattenfuge-leinwand, schattenfuge-platte."', () => {
    expect(frameTypes).toHaveLength(7)
  })

  it('"Each has a black default variant."', () => {
    for (const frameType of frameTypes) {
      const variant = defaultFrameVariants[frameType]
      expect(variant.startsWith(frameType)).toBe(true)
      expect(variant.endsWith('-schwarz')).toBe(true)
      expect(frameVariants).toContain(variant)
    }
  })

  it('"Frame families: holzrahmen, alurahmen (angular and round), kunststoffrahmen, fotorahmen, schattenfuge (canvas and panel), artbox"', () => {
    expect(Object.keys(frameFamilies)).toEqual([
      'holzrahmen',
      'alurahmen',
      'kunststoffrahmen',
      'fotorahmen',
      'schattenfuge',
      'artbox',
    ])
    expect(frameFamilies.schattenfuge).toEqual(['schattenfuge-leinwand', 'schattenfuge-platte'])
    expect(Object.values(frameFamilies).flat().sort()).toEqual([...frameTypes].sort())
  })

  it('"alurahmen angular/round in gold, copper, black, black matt, silver, silver matt, white"', () => {
    const alu = frameVariants.filter((variant) => variant.startsWith('alurahmen-'))
    expect(alu).toHaveLength(2 * aluFrameColours.length)
    expect(alu).toContain('alurahmen-rund-kupfer')
    expect(alu).toContain('alurahmen-eckig-silber-matt')
  })

  it('"Mat types: mat-none, mat-weiss. Mat sizes: 0 and 30." "Mat colours: creme, schwarz, weiss, none."', () => {
    expect(matTypes).toEqual(['mat-none', 'mat-weiss'])
    expect(matSizes).toEqual([0, 30])
    expect(matColours).toEqual(['creme', 'schwarz', 'weiss', 'none'])
  })

  it('"Glass: museum glass and museum acrylic" besides normal glass', () => {
    expect(glassTypes).toEqual(['glass-normal', 'glass-museum', 'acrylic-museum'])
  })

  it('"poster and hahnemuehle get holzrahmen"', () => {
    expect(defaultFrameFor('poster')).toBe('holzrahmen')
    expect(defaultFrameFor('hahnemuehle')).toBe('holzrahmen')
  })

  it('"leinwand gets schattenfuge-leinwand"', () => {
    expect(defaultFrameFor('leinwand')).toBe('schattenfuge-leinwand')
  })

  it('"acrylglas, aludibond, forexplatte and gallerybond get schattenfuge-platte"', () => {
    for (const material of ['acrylglas', 'aludibond', 'forexplatte', 'gallerybond'] as const) {
      expect(defaultFrameFor(material)).toBe('schattenfuge-platte')
    }
  })

  it('the other materials are sold without a frame', () => {
    for (const material of [
      'backlitfolie',
      'echtglas',
      'fototapete',
      'klebefolie',
      'pvcplane',
    ] as const) {
      expect(defaultFrameFor(material)).toBeUndefined()
    }
  })

  it('"Holzrahmen and alurahmen default to a white mat of size 30; the other frames default to no mat."', () => {
    expect(defaultMatFor('holzrahmen')).toEqual({ type: 'mat-weiss', size: 30 })
    expect(defaultMatFor('alurahmen')).toEqual({ type: 'mat-weiss', size: 30 })
    for (const frameType of frameTypes.filter((f) => f !== 'holzrahmen' && f !== 'alurahmen')) {
      expect(defaultMatFor(frameType)).toEqual({ type: 'mat-none', size: 0 })
    }
  })

  it('"Product kinds: framedMaterial, photoFrame, photobox, photoprint."', () => {
    expect(productKinds).toEqual(['framedMaterial', 'photoFrame', 'photobox', 'photoprint'])
  })

  it('"Product types: calendar, card, collage, photoframe, photoprint, photobook, photobox."', () => {
    expect(productTypes).toEqual([
      'calendar',
      'card',
      'collage',
      'photoframe',
      'photoprint',
      'photobook',
      'photobox',
    ])
  })

  it('"option.* and optionGroup.*-title": drilling (corners or none), lamination (none, glossy, matte), eyelets (none, simple)…', () => {
    expect(optionGroups.drilling).toEqual(['corners', 'none'])
    expect(optionGroups['backlit-frame']).toEqual(['none', 'led'])
    expect(optionGroups.milling).toEqual(['none', 'lines', 'dots'])
    expect(optionGroups['adhesive-film-style']).toEqual([
      'normal',
      'transparent',
      'transparent-mirrored',
      'white',
    ])
    expect(optionGroups['stretcher-frame']).toEqual(['25mm', '38mm'])
    expect(optionGroups['canvas-edge']).toEqual(['coloured', 'mirrored', 'folded'])
    expect(optionGroups.lamination).toEqual(['none', 'glossy', 'matte'])
    expect(optionGroups.eyelets).toEqual(['none', 'simple'])
    expect(Object.keys(optionGroups)).toHaveLength(10)
  })
})
