import { describe, expect, it } from 'vitest'
import { priceOf, type CalculatorMaterialData } from './calculator-data'
import {
  colourSurchargeOf,
  designerOptions,
  frameShareOf,
  matSurchargeOf,
  noOptions,
  offeredChoices,
  optionSearchParams,
  printOptionGroupOf,
  requestedOptions,
  resolveOptions,
  changedOptions,
  shareKey,
  type CalculatorFrameDetails,
  withCustomFormat,
  type CalculatorOptionGroup,
} from './calculator-options'

const price = (amount: number) => ({ priceCurrent: amount, priceOriginal: amount })

/** The wooden frame as the shop answers it: four woods, no mat or a white 30 mm one. */
const wood: CalculatorFrameDetails = {
  frameType: 'holzrahmen',
  variants: [
    { value: 'holzrahmen-schwarz', label: 'Schwarz', swatch: 'schwarz', isDefault: true },
    { value: 'holzrahmen-weiss', label: 'Weiß', swatch: 'weiss', isDefault: false },
    { value: 'holzrahmen-eiche', label: 'Eiche', swatch: 'eiche', isDefault: false },
  ],
  mats: [
    { matType: 'mat-none', matSize: 0, label: 'Ohne', isDefault: false },
    { matType: 'mat-weiss', matSize: 30, label: 'Weiß', isDefault: true },
  ],
  shares: {
    [shareKey('holzrahmen-schwarz', 'mat-none')]: { '50x70': price(29.95) },
    [shareKey('holzrahmen-schwarz', 'mat-weiss')]: { '50x70': price(35.95) },
    [shareKey('holzrahmen-weiss', 'mat-none')]: { '50x70': price(29.95) },
    [shareKey('holzrahmen-weiss', 'mat-weiss')]: { '50x70': price(35.95) },
    [shareKey('holzrahmen-eiche', 'mat-none')]: { '50x70': price(35.94) },
    [shareKey('holzrahmen-eiche', 'mat-weiss')]: { '50x70': price(41.94) },
  },
}

const stretcher: CalculatorOptionGroup = {
  group: 'stretcher-frame',
  label: 'Keilrahmen',
  options: [
    { value: '25mm', label: '2,5 cm', price: price(0), isDefault: true },
    { value: '38mm', label: '3,8 cm', price: price(9.95), isDefault: false },
  ],
}

/** A canvas with a black-only floater that has no mat. */
const floater: CalculatorFrameDetails = {
  frameType: 'schattenfuge-leinwand',
  variants: [
    {
      value: 'schattenfuge-leinwand-schwarz',
      label: 'Schwarz',
      swatch: 'schwarz',
      isDefault: true,
    },
  ],
  mats: [{ matType: 'mat-none', matSize: 0, label: 'Ohne', isDefault: true }],
  shares: { [shareKey('schattenfuge-leinwand-schwarz', 'mat-none')]: { '40x60': price(34.95) } },
}

describe('the options a wall-art calculator offers', () => {
  it('each material offers the print option group the shop makes it with; others none', () => {
    expect(printOptionGroupOf('leinwand')).toBe('stretcher-frame')
    expect(printOptionGroupOf('aludibond')).toBe('material-finish')
    expect(printOptionGroupOf('acrylglas')).toBe('material-finish')
    expect(printOptionGroupOf('gallerybond')).toBeUndefined()
    expect(printOptionGroupOf('wandkalender')).toBeUndefined()
  })

  it('a colour and a mat are offered only where there is more than one', () => {
    expect(offeredChoices(wood)).toEqual({ colour: true, mat: true })
    expect(offeredChoices(floater)).toEqual({ colour: false, mat: false })
    expect(offeredChoices(undefined)).toEqual({ colour: false, mat: false })
  })
})

describe('defaults and what a URL may choose', () => {
  it("the frame type's black variant and default mat (the wooden frame: white, 30) are preselected", () => {
    expect(resolveOptions(wood, stretcher, {})).toEqual({
      frameVariant: 'holzrahmen-schwarz',
      matType: 'mat-weiss',
      matSize: 30,
      optionType: '25mm',
    })
    expect(resolveOptions(floater, undefined, {})).toEqual({
      frameVariant: 'schattenfuge-leinwand-schwarz',
      matType: 'mat-none',
      matSize: 0,
      optionType: null,
    })
  })

  it("without the shop's details the black default variant comes from the rule", () => {
    const unmarked = {
      ...wood,
      variants: wood.variants.map((variant) => ({ ...variant, isDefault: false })).reverse(),
      mats: wood.mats.map((mat) => ({ ...mat, isDefault: false })),
    }
    expect(resolveOptions(unmarked, undefined, {})).toMatchObject({
      frameVariant: 'holzrahmen-schwarz',
      matType: 'mat-weiss',
      matSize: 30,
    })
  })

  it("a named choice the frame offers wins; another frame's colour or an unknown mat falls back", () => {
    expect(
      resolveOptions(wood, stretcher, {
        frameVariant: 'holzrahmen-eiche',
        matType: 'mat-none',
        optionType: '38mm',
      }),
    ).toEqual({
      frameVariant: 'holzrahmen-eiche',
      matType: 'mat-none',
      matSize: 0,
      optionType: '38mm',
    })
    expect(
      resolveOptions(wood, stretcher, {
        frameVariant: 'alurahmen-eckig-gold',
        matType: 'mat-gold',
        optionType: 'brushed',
      }),
    ).toEqual({
      frameVariant: 'holzrahmen-schwarz',
      matType: 'mat-weiss',
      matSize: 30,
      optionType: '25mm',
    })
    // The size follows the type: a white mat asked with size 0 is the 30 mm one.
    expect(resolveOptions(wood, undefined, { matType: 'mat-weiss', matSize: '0' })).toMatchObject({
      matType: 'mat-weiss',
      matSize: 30,
    })
    expect(resolveOptions(floater, undefined, { matType: 'mat-weiss' })).toMatchObject({
      matType: 'mat-none',
      matSize: 0,
    })
    expect(resolveOptions(undefined, undefined, { frameVariant: 'holzrahmen-eiche' })).toEqual(
      noOptions,
    )
  })

  it('the options round-trip through the URL', () => {
    const choice = resolveOptions(wood, stretcher, { frameVariant: 'holzrahmen-eiche' })
    const query = new URLSearchParams(optionSearchParams(choice))
    expect(query.toString()).toBe(
      'frameVariant=holzrahmen-eiche&matType=mat-weiss&matSize=30&optionType=25mm',
    )
    expect(resolveOptions(wood, stretcher, requestedOptions(query))).toEqual(choice)
    expect(optionSearchParams(noOptions)).toEqual([])
  })

  it('a URL names only what differs from the preselection, and resolves back to the same choice', () => {
    const preselected = resolveOptions(wood, stretcher, {})
    expect(optionSearchParams(changedOptions(preselected, wood, stretcher))).toEqual([])
    const choice = resolveOptions(wood, stretcher, { frameVariant: 'holzrahmen-eiche' })
    const query = new URLSearchParams(optionSearchParams(changedOptions(choice, wood, stretcher)))
    expect(query.toString()).toBe('frameVariant=holzrahmen-eiche')
    expect(resolveOptions(wood, stretcher, requestedOptions(query))).toEqual(choice)
    const noMat = resolveOptions(wood, stretcher, { matType: 'mat-none' })
    expect(optionSearchParams(changedOptions(noMat, wood, stretcher))).toEqual([
      ['matType', 'mat-none'],
      ['matSize', '0'],
    ])
  })
})

describe('prices', () => {
  const poster: CalculatorMaterialData = {
    value: 'poster',
    label: 'Poster',
    formats: ['50x70'],
    initialFormat: '50x70',
    prices: { '50x70': price(19.95) },
    frames: [{ value: 'holzrahmen', label: 'Holzrahmen', price: price(29.95), isDefault: true }],
    frameDetails: wood,
  }
  const canvas: CalculatorMaterialData = {
    value: 'leinwand',
    label: 'Leinwand',
    formats: ['40x60'],
    initialFormat: '40x60',
    prices: { '40x60': price(39.95) },
    optionGroup: stretcher,
  }
  const off = { acrylicPrices: false }

  it('a mat adds its share over no mat; a colour its share over black; zero is included', () => {
    expect(matSurchargeOf(wood, 'holzrahmen-schwarz', 'mat-weiss', '50x70')).toEqual(price(6))
    expect(matSurchargeOf(wood, 'holzrahmen-schwarz', 'mat-none', '50x70')).toEqual(price(0))
    expect(colourSurchargeOf(wood, 'holzrahmen-eiche', 'mat-weiss', '50x70')).toEqual(price(5.99))
    expect(colourSurchargeOf(wood, 'holzrahmen-weiss', 'mat-weiss', '50x70')).toEqual(price(0))
    expect(matSurchargeOf(wood, 'holzrahmen-schwarz', 'mat-weiss', '30x40')).toBeNull()
  })

  it('the total is print + the frame share of the chosen colour and mat + the print option', () => {
    const defaults = resolveOptions(wood, undefined, {})
    expect(priceOf(poster, '50x70', 'holzrahmen', off, undefined, defaults)).toEqual(price(55.9))
    const oakNoMat = resolveOptions(wood, undefined, {
      frameVariant: 'holzrahmen-eiche',
      matType: 'mat-none',
    })
    expect(priceOf(poster, '50x70', 'holzrahmen', off, undefined, oakNoMat)).toEqual(price(55.89))
    // Unframed, or a frame without the shop's colour and mat prices: the frame's option price.
    expect(priceOf(poster, '50x70', null, off, undefined, defaults)).toEqual(price(19.95))
    expect(
      priceOf(
        { ...poster, frameDetails: undefined },
        '50x70',
        'holzrahmen',
        off,
        undefined,
        noOptions,
      ),
    ).toEqual(price(49.9))
    // A colour or mat not made in the format is not available.
    expect(priceOf(poster, '30x40', 'holzrahmen', off, undefined, defaults)).toBeNull()
    const deep = resolveOptions(undefined, stretcher, { optionType: '38mm' })
    expect(priceOf(canvas, '40x60', null, off, undefined, deep)).toEqual(price(49.9))
    expect(
      priceOf(canvas, '40x60', null, off, undefined, resolveOptions(undefined, stretcher, {})),
    ).toEqual(price(39.95))
  })
})

describe('a custom size', () => {
  it('gets the frame share without a mat (the same in every format); with a mat it stays unpriced', () => {
    const custom = withCustomFormat(wood, '46x60')
    expect(
      frameShareOf(custom, { frameVariant: 'holzrahmen-eiche', matType: 'mat-none' }, '46x60'),
    ).toEqual(price(35.94))
    expect(
      frameShareOf(custom, { frameVariant: 'holzrahmen-eiche', matType: 'mat-weiss' }, '46x60'),
    ).toBeNull()
    // Listed formats keep their own shares; shares that differ by format give no custom price.
    expect(custom.shares[shareKey('holzrahmen-schwarz', 'mat-weiss')]).toEqual(
      wood.shares[shareKey('holzrahmen-schwarz', 'mat-weiss')],
    )
    const uneven = {
      ...wood,
      shares: {
        [shareKey('holzrahmen-schwarz', 'mat-none')]: { '50x70': price(29.95), '60x90': price(31) },
      },
    }
    expect(
      frameShareOf(
        withCustomFormat(uneven, '46x60'),
        { frameVariant: 'holzrahmen-schwarz', matType: 'mat-none' },
        '46x60',
      ),
    ).toBeNull()
  })
})

describe('what the designer gets', () => {
  it('only the choices the calculator showed', () => {
    const choice = resolveOptions(wood, stretcher, { frameVariant: 'holzrahmen-eiche' })
    expect(designerOptions(wood, stretcher, choice)).toEqual({
      frameVariant: 'holzrahmen-eiche',
      matType: 'mat-weiss',
      matSize: 30,
      optionTypeGroup: 'stretcher-frame',
      optionType: '25mm',
    })
    expect(designerOptions(floater, undefined, resolveOptions(floater, undefined, {}))).toEqual({})
    expect(designerOptions(undefined, undefined, noOptions)).toEqual({})
  })
})
