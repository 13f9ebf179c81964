// Calculator blocks for product pages. Material and format values are the spec's
// vocabulary (shop-core §3): wall-art formats are {w}x{h} in cm, calendar formats the
// calendar format names, print formats cm (inches in en-US).
// `labels[].index` is the position, in the initially selected material's `formats`, of the
// format the label is shown on. `label` next to `labelTranslationKey` is the material's
// display name in the story's language, for a storefront without that translation key.

const LABEL_COLOURS = [
  { backgroundColor: '#0b6e4f', textColor: '#ffffff' },
  { backgroundColor: '#c2410c', textColor: '#ffffff' },
]

function labels(texts, indexes) {
  return texts
    .slice(0, indexes.length)
    .map((text, i) => ({ index: indexes[i], text, ...LABEL_COLOURS[i] }))
}

const WALLART = {
  leinwand: {
    group: 'classic',
    formats: ['20x30', '30x40', '40x60', '60x90', '80x120'],
    initial: '40x60',
  },
  poster: {
    group: 'classic',
    formats: ['20x30', '30x40', '40x60', '50x70', '60x90'],
    initial: '50x70',
  },
  forexplatte: {
    group: 'classic',
    formats: ['20x30', '30x40', '40x60', '60x90'],
    initial: '40x60',
  },
  acrylglas: {
    group: 'premium',
    formats: ['20x30', '30x40', '40x60', '60x90', '80x120'],
    initial: '40x60',
  },
  aludibond: {
    group: 'premium',
    formats: ['20x30', '30x40', '40x60', '60x90', '80x120'],
    initial: '40x60',
  },
  gallerybond: {
    group: 'premium',
    formats: ['30x40', '40x60', '60x90', '80x120'],
    initial: '40x60',
  },
  hahnemuehle: {
    group: 'premium',
    formats: ['20x30', '30x40', '40x60', '50x70', '60x90'],
    initial: '30x40',
  },
}

function wallartMaterials(values, copy) {
  return values.map((value) => ({
    value,
    labelTranslationKey: `material.${value}`,
    label: copy.materials[value],
    formats: WALLART[value].formats,
    initiallySelectedFormat: WALLART[value].initial,
    group: WALLART[value].group,
  }))
}

const CALENDAR = {
  wandkalender: {
    group: 'wall',
    formats: ['a4-hoch', 'a3-hoch', 'a4-quer', 'a3-quer', '300-300'],
    initial: 'a4-hoch',
  },
  tischkalender: {
    group: 'desk',
    formats: ['a5-quer', 'a6-quer', '145-145', '265-120'],
    initial: 'a5-quer',
  },
  familienplaner: { group: 'planner', formats: ['200-400', '150-400'], initial: '200-400' },
  kuechenkalender: { group: 'planner', formats: ['130-300'], initial: '130-300' },
  terminkalender: { group: 'planner', formats: ['a4-quer', 'a3-quer'], initial: 'a4-quer' },
}

const PRINT_FORMATS_CM = ['10x10', '10x12', '13x9', '15x10', '18x13', '30x20']
const PRINT_FORMATS_IN = ['4x4', '4x4.5', '5x3.5', '6x4', '7x5', '12x8']

function block(product, c, materials, extra) {
  return {
    component: 'calculator',
    product,
    headline: c.headline,
    ctaText: c.cta,
    materials,
    moreFormats: extra.moreFormats ?? [],
    labels: extra.labels ?? [],
  }
}

/** The calculator of a wall-art material's own page: that material alone. */
export function materialCalculator(material, calculatorCopy, copy) {
  return block('wallart', calculatorCopy, wallartMaterials([material], copy), {
    labels: labels(calculatorCopy.labels, [
      WALLART[material].formats.indexOf(WALLART[material].initial),
    ]),
  })
}

/** The prints each frame page's calculator frames (the frame's own, as the shop makes them). */
const FRAME_PRINTS = {
  holzrahmen: ['poster', 'hahnemuehle'],
  alurahmen: ['poster', 'hahnemuehle'],
  'schattenfuge-leinwand': ['leinwand'],
}

/**
 * The calculator of a picture-frame page: the frame's prints, the page's frame preselected (its
 * colours and mats come from the shop), the first print's initial format labelled.
 */
export function frameCalculator(frameType, calculatorCopy, copy) {
  const prints = FRAME_PRINTS[frameType]
  if (!prints) throw new Error(`no prints for frame ${frameType}`)
  const first = WALLART[prints[0]]
  return {
    ...block('photoframe', calculatorCopy, wallartMaterials(prints, copy), {
      labels: labels(calculatorCopy.labels, [first.formats.indexOf(first.initial)]),
    }),
    frameType,
  }
}

/** The calculator of a calendar type's own page: that type alone, so its designer link keeps it. */
export function calendarTypeCalculator(type, calculatorCopy, copy) {
  const def = CALENDAR[type]
  if (!def) throw new Error(`unknown calendar type ${type}`)
  return block(
    'calendar',
    calculatorCopy,
    [
      {
        value: type,
        labelTranslationKey: `calendarType.${type}`,
        label: copy.calendarTypes[type],
        formats: def.formats,
        initiallySelectedFormat: def.initial,
        group: def.group,
      },
    ],
    { labels: labels(calculatorCopy.labels, [0]) },
  )
}

/** kind: canvas | wallart | calendar | prints | box */
export function calculator(kind, copy, pageCopy, market) {
  const c = pageCopy.calculator
  switch (kind) {
    case 'canvas':
      return block('wallart', c, wallartMaterials(['leinwand'], copy), {
        moreFormats: ['30x30', '50x50', '60x60', '100x150', '120x180'],
        labels: labels(c.labels, [2, 0]),
      })
    case 'wallart':
      return block(
        'wallart',
        c,
        wallartMaterials(
          [
            'leinwand',
            'acrylglas',
            'aludibond',
            'poster',
            'gallerybond',
            'hahnemuehle',
            'forexplatte',
          ],
          copy,
        ),
        { moreFormats: ['50x50', '100x150', '120x180', '30x90'], labels: labels(c.labels, [2, 0]) },
      )
    case 'calendar':
      return block(
        'calendar',
        c,
        Object.entries(CALENDAR).map(([value, def]) => ({
          value,
          labelTranslationKey: `calendarType.${value}`,
          label: copy.calendarTypes[value],
          formats: def.formats,
          initiallySelectedFormat: def.initial,
          group: def.group,
        })),
        { moreFormats: ['a6-hoch', '200-200'], labels: labels(c.labels, [0, 4]) },
      )
    case 'prints': {
      const formats = market.us ? PRINT_FORMATS_IN : PRINT_FORMATS_CM
      const initial = market.us ? '6x4' : '15x10'
      return block(
        'photoprint',
        c,
        ['glaenzend', 'matt'].map((value) => ({
          value,
          labelTranslationKey: `paperFinish.${value}`,
          label: copy.printFinishes[value],
          formats,
          initiallySelectedFormat: initial,
          group: 'photoprint',
        })),
        { moreFormats: [], labels: labels(c.labels, [formats.indexOf(initial)]) },
      )
    }
    case 'box': {
      const small = market.us ? ['6x4', '5x3.5', '4x4'] : ['15x10', '13x9', '10x10']
      const large = market.us ? [...small, '7x5', '4x4.5'] : [...small, '18x13', '10x12']
      const initial = small[0]
      return block(
        'photobox',
        c,
        [
          {
            value: 'small',
            labelTranslationKey: 'photoboxType.small',
            label: copy.boxSizes.small,
            formats: small,
            initiallySelectedFormat: initial,
            group: 'photobox',
          },
          {
            value: 'large',
            labelTranslationKey: 'photoboxType.large',
            label: copy.boxSizes.large,
            formats: large,
            initiallySelectedFormat: initial,
            group: 'photobox',
          },
        ],
        { moreFormats: [], labels: labels(c.labels, [0]) },
      )
    }
    default:
      throw new Error(`unknown calculator kind ${kind}`)
  }
}
