import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  availableAlternative,
  calculatorExperiments,
  extraFormatOf,
  initialSelection,
  labelsByFormat,
  listedFormats,
  moreFormatsOf,
  portraitFormat,
  selectFormat,
  selectionFromSubmission,
  selectionSearch,
  selectMaterial,
  topDealFormat,
  type CalculatorOptions,
} from './calculator'

/** The wall-art page's calculator (backend/content/stories/wallart/de-de/wandbilder.json). */
const wallArt: CalculatorOptions = {
  materials: [
    {
      value: 'leinwand',
      formats: ['20x30', '30x40', '40x60', '60x90', '80x120'],
      initialFormat: '40x60',
      group: 'classic',
    },
    {
      value: 'acrylglas',
      formats: ['20x30', '30x40', '40x60', '60x90', '80x120'],
      initialFormat: '40x60',
      group: 'premium',
    },
    {
      value: 'poster',
      formats: ['20x30', '30x40', '40x60', '50x70', '60x90'],
      initialFormat: '50x70',
      group: 'classic',
    },
  ],
  moreFormats: ['50x50', '100x150', '120x180', '30x90'],
}

describe('calculator state (site-chrome §4 "Calculator")', () => {
  it('starts with the first material and its initial format', () => {
    expect(initialSelection(wallArt)).toEqual({ material: 'leinwand', format: '40x60' })
    expect(initialSelection({ materials: [], moreFormats: [] })).toBeUndefined()
  })

  it('"A URL or SKU context preselects material and format": the URL wins over the SKU', () => {
    expect(initialSelection(wallArt, { url: { material: 'poster', format: '30x40' } })).toEqual({
      material: 'poster',
      format: '30x40',
    })
    expect(initialSelection(wallArt, { sku: { material: 'acrylglas', format: '60x90' } })).toEqual({
      material: 'acrylglas',
      format: '60x90',
    })
    expect(
      initialSelection(wallArt, {
        url: { material: 'poster' },
        sku: { material: 'acrylglas', format: '60x90' },
      }),
    ).toEqual({ material: 'poster', format: '50x70' })
    expect(initialSelection(wallArt, { url: { format: '100x150' } })).toEqual({
      material: 'leinwand',
      format: '100x150',
    })
  })

  it('a URL naming an unknown material or a format the material cannot take falls back to the defaults', () => {
    expect(initialSelection(wallArt, { url: { material: 'gold', format: '1x1' } })).toEqual({
      material: 'leinwand',
      format: '40x60',
    })
    expect(initialSelection(wallArt, { url: { material: 'poster', format: '80x120' } })).toEqual({
      material: 'poster',
      format: '50x70',
    })
  })

  it('"Selecting a material resets the selected format to that material\'s initial format"', () => {
    const start = { material: 'leinwand', format: '60x90' }
    expect(selectMaterial(wallArt, start, 'poster')).toEqual({
      material: 'poster',
      format: '50x70',
    })
    expect(selectMaterial(wallArt, start, 'leinwand')).toEqual({
      material: 'leinwand',
      format: '40x60',
    })
    expect(selectMaterial(wallArt, start, 'unknown')).toBe(start)
  })

  it('selecting a listed format keeps the material', () => {
    expect(selectFormat(wallArt, { material: 'leinwand', format: '40x60' }, '80x120')).toEqual({
      material: 'leinwand',
      format: '80x120',
    })
    expect(selectFormat(wallArt, { material: 'leinwand', format: '40x60' }, '7x7')).toEqual({
      material: 'leinwand',
      format: '40x60',
    })
  })

  it('"A format picked in the More formats dialog that is not in the material\'s list is kept as an extra selected format"', () => {
    const extra = selectFormat(wallArt, { material: 'leinwand', format: '40x60' }, '100x150')
    expect(extraFormatOf(wallArt, extra)).toBe('100x150')
    expect(
      listedFormats(wallArt, extra).map(({ format, extra }) => `${format}${extra ? '*' : ''}`),
    ).toEqual(['20x30', '30x40', '40x60', '60x90', '80x120', '100x150*'])
  })

  it('"it is cleared when another format is selected" — and when another material is selected', () => {
    const extra = selectFormat(wallArt, { material: 'leinwand', format: '40x60' }, '100x150')
    expect(extraFormatOf(wallArt, selectFormat(wallArt, extra, '30x40'))).toBeUndefined()
    expect(extraFormatOf(wallArt, selectFormat(wallArt, extra, '120x180'))).toBe('120x180')
    expect(extraFormatOf(wallArt, selectMaterial(wallArt, extra, 'acrylglas'))).toBeUndefined()
  })

  it("a More format that is in the material's own list is not an extra format, and is not offered as More", () => {
    const withOverlap: CalculatorOptions = { ...wallArt, moreFormats: ['50x70', '100x150'] }
    expect(moreFormatsOf(withOverlap, { material: 'poster', format: '50x70' })).toEqual(['100x150'])
    expect(moreFormatsOf(withOverlap, { material: 'leinwand', format: '40x60' })).toEqual([
      '50x70',
      '100x150',
    ])
    expect(extraFormatOf(withOverlap, { material: 'poster', format: '50x70' })).toBeUndefined()
  })

  it('property: every transition ends in a selection whose format the material can take', () => {
    const actions = fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('material' as const),
          value: fc.constantFrom('leinwand', 'acrylglas', 'poster', 'gold'),
        }),
        fc.record({
          kind: fc.constant('format' as const),
          value: fc.constantFrom('20x30', '50x70', '80x120', '100x150', '30x90', 'x'),
        }),
      ),
    )
    fc.assert(
      fc.property(actions, (steps) => {
        let selection = initialSelection(wallArt)!
        for (const step of steps) {
          selection =
            step.kind === 'material'
              ? selectMaterial(wallArt, selection, step.value)
              : selectFormat(wallArt, selection, step.value)
          const material = wallArt.materials.find(
            (candidate) => candidate.value === selection.material,
          )!
          expect([...material.formats, ...wallArt.moreFormats]).toContain(selection.format)
          expect(
            listedFormats(wallArt, selection).filter((entry) => entry.format === selection.format),
          ).toHaveLength(1)
        }
      }),
    )
  })
})

describe('the no-JS GET form (material dropdown, format radios, the material whose formats were shown)', () => {
  it('a changed material in the dropdown selects that material with its initial format, whatever format was ticked', () => {
    expect(
      selectionFromSubmission(wallArt, {
        material: 'poster',
        format: '80x120',
        shownMaterial: 'leinwand',
      }),
    ).toEqual({ material: 'poster', format: '50x70' })
  })

  it('the same material selects the ticked format (a listed or a More format)', () => {
    expect(
      selectionFromSubmission(wallArt, {
        material: 'leinwand',
        format: '80x120',
        shownMaterial: 'leinwand',
      }),
    ).toEqual({ material: 'leinwand', format: '80x120' })
    expect(
      selectionFromSubmission(wallArt, {
        material: 'leinwand',
        format: '120x180',
        shownMaterial: 'leinwand',
      }),
    ).toEqual({ material: 'leinwand', format: '120x180' })
  })

  it("junk falls back to the shown material's initial format", () => {
    expect(
      selectionFromSubmission(wallArt, {
        material: 'acrylglas',
        format: '9x9',
        shownMaterial: 'acrylglas',
      }),
    ).toEqual({ material: 'acrylglas', format: '40x60' })
    expect(selectionFromSubmission(wallArt, { shownMaterial: 'nope' })).toEqual({
      material: 'leinwand',
      format: '40x60',
    })
  })

  it("the selection URL carries materialType and formatType, keeps other parameters and drops the form's helper field", () => {
    const search = selectionSearch(
      { material: 'poster', format: '30x40' },
      new URLSearchParams('designId=13&shownMaterialType=leinwand&formatType=1x1'),
    )
    expect(search).toBe('?designId=13&formatType=30x40&materialType=poster')
  })
})

describe('labels (index, text, colours) and the TOP DEAL experiment', () => {
  it("a label's index is the position of its format in the initially selected material's formats", () => {
    const labels = labelsByFormat(
      [
        { index: 2, text: 'Bestseller', backgroundColor: '#0b6e4f', textColor: '#ffffff' },
        { index: 0, text: 'Top-Preis' },
        { index: 9, text: 'out of range' },
        { index: 1, text: '' },
      ],
      wallArt.materials[0],
    )
    expect([...labels.entries()].map(([format, label]) => [format, label.text])).toEqual([
      ['40x60', 'Bestseller'],
      ['20x30', 'Top-Preis'],
    ])
    expect(labelsByFormat([{ index: 0, text: 'x' }], undefined).size).toBe(0)
  })

  it('TOP DEAL goes to the format with the largest relative discount, none without discounts', () => {
    expect(
      topDealFormat([
        { format: 'a', price: { priceCurrent: 40, priceOriginal: 60 } },
        { format: 'b', price: { priceCurrent: 10, priceOriginal: 20 } },
        { format: 'c', price: null },
      ]),
    ).toBe('b')
    expect(
      topDealFormat([{ format: 'a', price: { priceCurrent: 40, priceOriginal: 40 } }]),
    ).toBeUndefined()
  })

  it('experiments are on only for the treatment "on" (default off, control is off)', () => {
    expect(calculatorExperiments()).toEqual({
      layout: false,
      topDeal: false,
      portrait: false,
      acrylicPrices: false,
    })
    expect(
      calculatorExperiments({
        calculator_layout_voll_965: 'on',
        calculator_top_deal_voll_967: 'control',
        calculator_acrylic_prices_voll_1785: 'on',
      }),
    ).toEqual({
      layout: true,
      topDeal: false,
      portrait: false,
      acrylicPrices: true,
    })
  })

  it('VOLL-1031 swaps landscape sizes to portrait and leaves the rest', () => {
    expect(portraitFormat('15x10')).toBe('10x15')
    expect(portraitFormat('20x30')).toBe('20x30')
    expect(portraitFormat('5x3.5')).toBe('3.5x5')
    expect(portraitFormat('a4-quer')).toBe('a4-quer')
  })
})

describe('a way on from a format without a price', () => {
  const price = { priceCurrent: 24.99, priceOriginal: 24.99 }
  const formats = [
    { format: 'A4-hoch', price },
    { format: 'A3-hoch', price },
    { format: 'A6-hoch', price: null },
  ]
  it("offers the material's initial format when the selected one has no price", () => {
    expect(availableAlternative(formats, 'A6-hoch', 'A3-hoch')).toBe('A3-hoch')
  })
  it('offers the first format with a price when the initial one has none', () => {
    expect(availableAlternative(formats, 'A6-hoch', 'A6-hoch')).toBe('A4-hoch')
  })
  it('offers nothing when the selection has a price or no format has one', () => {
    expect(availableAlternative(formats, 'A4-hoch', 'A3-hoch')).toBeUndefined()
    expect(
      availableAlternative(
        formats.map((entry) => ({ ...entry, price: null })),
        'A6-hoch',
        'A4-hoch',
      ),
    ).toBeUndefined()
  })
})

/** A card theme's calculator: card formats whose formats are quantities (one formats list each). */
const cards: CalculatorOptions = {
  materials: [
    { value: 'klappkarte-a6', formats: ['10', '25', '50', '100', '200'], initialFormat: '50' },
    { value: 'postkarte-a6', formats: ['10', '25', '50', '100', '200'], initialFormat: '50' },
    { value: 'klappkarte-quadratisch', formats: ['20', '50', '100'], initialFormat: '50' },
  ],
  moreFormats: ['sample', '1', '5', '300'],
  formatsAreQuantities: true,
}

describe('card quantities across card formats', () => {
  it('a new card format keeps the chosen quantity, listed or a More format', () => {
    const start = { material: 'klappkarte-a6', format: '100' }
    expect(selectMaterial(cards, start, 'postkarte-a6')).toEqual({
      material: 'postkarte-a6',
      format: '100',
    })
    expect(
      selectMaterial(cards, { material: 'klappkarte-a6', format: '300' }, 'postkarte-a6'),
    ).toEqual({ material: 'postkarte-a6', format: '300' })
    expect(
      selectMaterial(cards, { material: 'klappkarte-a6', format: 'sample' }, 'postkarte-a6'),
    ).toEqual({ material: 'postkarte-a6', format: 'sample' })
  })

  it('a quantity the new format does not offer becomes its nearest one (the smaller on a tie)', () => {
    expect(
      selectMaterial(cards, { material: 'postkarte-a6', format: '200' }, 'klappkarte-quadratisch'),
    ).toEqual({ material: 'klappkarte-quadratisch', format: '100' })
    expect(
      selectMaterial(cards, { material: 'postkarte-a6', format: '10' }, 'klappkarte-quadratisch'),
    ).toEqual({ material: 'klappkarte-quadratisch', format: '5' })
    expect(
      selectMaterial(cards, { material: 'postkarte-a6', format: '25' }, 'klappkarte-quadratisch'),
    ).toEqual({ material: 'klappkarte-quadratisch', format: '20' })
  })

  it('other products still reset to the new material’s initial format', () => {
    expect(selectMaterial(wallArt, { material: 'leinwand', format: '30x40' }, 'poster')).toEqual({
      material: 'poster',
      format: '50x70',
    })
  })

  it('without JavaScript the quantity ticked in the same submission goes to the new format', () => {
    expect(
      selectionFromSubmission(cards, {
        material: 'postkarte-a6',
        format: '100',
        shownMaterial: 'klappkarte-a6',
      }),
    ).toEqual({ material: 'postkarte-a6', format: '100' })
    expect(
      selectionFromSubmission(cards, {
        material: 'klappkarte-quadratisch',
        format: '25',
        shownMaterial: 'postkarte-a6',
      }),
    ).toEqual({ material: 'klappkarte-quadratisch', format: '20' })
    expect(
      selectionFromSubmission(cards, {
        material: 'postkarte-a6',
        format: 'junk',
        shownMaterial: 'klappkarte-a6',
      }),
    ).toEqual({ material: 'postkarte-a6', format: '50' })
  })
})
