import { describe, expect, it } from 'vitest'
import {
  articleSummary,
  chosenFormat,
  familyOf,
  frameTypesOfTiles,
  glassLabelKey,
  matColourOf,
  photoFrameRequestOf,
  photoFrameSearch,
  productKindOf,
  resolvePhotoFrameChoice,
  variantLabelKey,
  variantParts,
  type FrameTypeOffer,
} from './photo-frames'

const holz: FrameTypeOffer = {
  frameType: 'holzrahmen',
  defaultVariant: 'holzrahmen-schwarz',
  variants: [{ frameVariant: 'holzrahmen-schwarz', colour: 'schwarz', isDefault: true }],
  materials: [
    {
      materialType: 'poster',
      isDefault: true,
      optionTypes: ['none', 'glossy'],
      defaultOptionType: 'none',
    },
    {
      materialType: 'hahnemuehle',
      isDefault: false,
      optionTypes: ['fine-art'],
      defaultOptionType: 'fine-art',
    },
  ],
  mats: [
    { matType: 'mat-none', matSize: 0, isDefault: false },
    { matType: 'mat-weiss', matSize: 30, isDefault: true },
  ],
}

const query = (search: string) => new URLSearchParams(search)

describe('the request from the query (shop-core §3 "Query parameter names")', () => {
  it('reads frameType, materialType, matType, matSize and formatType, plus the variant', () => {
    expect(
      photoFrameRequestOf(
        query(
          'frameType=alurahmen&frameVariant=alurahmen-rund-gold&materialType=poster&matType=mat-none&matSize=0&formatType=40x60',
        ),
      ),
    ).toEqual({
      frameType: 'alurahmen',
      frameVariant: 'alurahmen-rund-gold',
      materialType: 'poster',
      matType: 'mat-none',
      matSize: 0,
      formatType: '40x60',
    })
  })

  it('"A URL or SKU context preselects material and format": a wall-art SKU, unless the URL names them', () => {
    expect(
      photoFrameRequestOf(query('frameType=holzrahmen&sku=wallart-hahnemuehle-50x70')),
    ).toEqual({ frameType: 'holzrahmen', materialType: 'hahnemuehle', formatType: '50x70' })
    expect(
      photoFrameRequestOf(
        query('frameType=holzrahmen&sku=wallart-hahnemuehle-50x70&formatType=30x40'),
      ),
    ).toEqual({ frameType: 'holzrahmen', materialType: 'hahnemuehle', formatType: '30x40' })
    expect(photoFrameRequestOf(query('frameType=holzrahmen&sku=card-postkarte-a6-10'))).toEqual({
      frameType: 'holzrahmen',
    })
  })

  it('is nothing without a frame type the shop knows (the page is a 404)', () => {
    expect(photoFrameRequestOf(query(''))).toBeUndefined()
    expect(photoFrameRequestOf(query('frameType=bambusrahmen'))).toBeUndefined()
    expect(photoFrameRequestOf(query('materialType=poster'))).toBeUndefined()
  })

  it('leaves out malformed values: "A size string is valid only when width and height are positive integers"', () => {
    expect(
      photoFrameRequestOf(
        query(
          'frameType=holzrahmen&formatType=040x60&matType=mat-gold&matSize=15&materialType=<x>',
        ),
      ),
    ).toEqual({ frameType: 'holzrahmen' })
    expect(photoFrameRequestOf(query('frameType=holzrahmen&matSize='))).toEqual({
      frameType: 'holzrahmen',
    })
  })
})

describe('the choice for a request', () => {
  it('takes the defaults: "Each has a black default variant", "Holzrahmen … default to a white mat of size 30"', () => {
    expect(resolvePhotoFrameChoice(holz, { frameType: 'holzrahmen' })).toEqual({
      choice: {
        frameType: 'holzrahmen',
        frameVariant: 'holzrahmen-schwarz',
        materialType: 'poster',
        optionType: 'none',
        matType: 'mat-weiss',
        matSize: 30,
      },
      problems: [],
    })
  })

  it('keeps what the frame is made with, replaces what it is not made with by its default', () => {
    const { choice } = resolvePhotoFrameChoice(holz, {
      frameType: 'holzrahmen',
      frameVariant: 'alurahmen-eckig-gold',
      materialType: 'hahnemuehle',
      matType: 'mat-none',
    })
    expect(choice).toMatchObject({
      frameVariant: 'holzrahmen-schwarz',
      materialType: 'hahnemuehle',
      optionType: 'fine-art',
      matType: 'mat-none',
      matSize: 0,
    })
    // A mat the frame does not offer (no mat 30 wide) falls back to the default mat.
    expect(
      resolvePhotoFrameChoice(holz, { frameType: 'holzrahmen', matType: 'mat-none', matSize: 30 })
        .choice,
    ).toMatchObject({ matType: 'mat-weiss', matSize: 30 })
  })

  it('names error-no-materials-for-frame-type for a frame without materials (shop-core §8)', () => {
    const { choice, problems } = resolvePhotoFrameChoice(
      { ...holz, materials: [] },
      { frameType: 'holzrahmen', materialType: 'poster' },
    )
    expect(choice.materialType).toBeNull()
    expect(choice.optionType).toBeNull()
    expect(problems).toEqual([
      { code: 'error-no-materials-for-frame-type', frameType: 'holzrahmen' },
    ])
  })

  it('names error-no-default-option-for-material-type and uses the first option', () => {
    const { choice, problems } = resolvePhotoFrameChoice(
      {
        ...holz,
        materials: [
          {
            materialType: 'poster',
            isDefault: true,
            optionTypes: ['glossy', 'matte'],
            defaultOptionType: null,
          },
        ],
      },
      { frameType: 'holzrahmen' },
    )
    expect(choice.optionType).toBe('glossy')
    expect(problems).toEqual([
      {
        code: 'error-no-default-option-for-material-type',
        frameType: 'holzrahmen',
        materialType: 'poster',
      },
    ])
  })

  it('a material without options needs no default option', () => {
    const { choice, problems } = resolvePhotoFrameChoice(
      {
        ...holz,
        frameType: 'schattenfuge-platte',
        materials: [
          {
            materialType: 'gallerybond',
            isDefault: true,
            optionTypes: [],
            defaultOptionType: null,
          },
        ],
        mats: [{ matType: 'mat-none', matSize: 0, isDefault: true }],
      },
      { frameType: 'schattenfuge-platte', matType: 'mat-weiss' },
    )
    expect(problems).toEqual([])
    expect(choice).toMatchObject({ optionType: null, matType: 'mat-none', matSize: 0 })
  })
})

describe('formats, names and addresses', () => {
  it('shows the asked format when the frame is made in it, else 30x40, else the first', () => {
    expect(chosenFormat(['20x30', '30x40', '40x60'], '40x60')).toBe('40x60')
    expect(chosenFormat(['20x30', '30x40', '40x60'], '100x150')).toBe('30x40')
    expect(chosenFormat(['20x30', '40x60'])).toBe('20x30')
    expect(chosenFormat([])).toBeUndefined()
  })

  it('"Frame families: … schattenfuge (canvas and panel)"', () => {
    expect(familyOf('schattenfuge-leinwand')).toBe('schattenfuge')
    expect(familyOf('schattenfuge-platte')).toBe('schattenfuge')
    expect(familyOf('holzrahmen')).toBe('holzrahmen')
  })

  it('reads a variant: "alurahmen (angular and round)" in its colours', () => {
    expect(variantParts('alurahmen', 'alurahmen-rund-silber-matt')).toEqual({
      shape: 'rund',
      colour: 'silber-matt',
    })
    expect(variantParts('holzrahmen', 'holzrahmen-schwarz')).toEqual({
      shape: null,
      colour: 'schwarz',
    })
    expect(variantLabelKey('alurahmen', 'alurahmen-eckig-gold')).toBe(
      'produced.alurahmen-eckig-gold',
    )
    expect(variantLabelKey('artbox', 'artbox-schwarz')).toBe('produced.artbox')
  })

  it('"Mat colours: … weiss, none"; glass only for frames that have it', () => {
    expect(matColourOf('mat-weiss')).toBe('weiss')
    expect(matColourOf('mat-none')).toBe('none')
    expect(glassLabelKey('glass-normal')).toBe('produced.glass-normal')
    expect(glassLabelKey(null)).toBeUndefined()
  })

  it('"Product kinds: framedMaterial, photoFrame": paper behind glass is a photo frame', () => {
    expect(productKindOf('poster')).toBe('photoFrame')
    expect(productKindOf('leinwand')).toBe('framedMaterial')
  })

  it('names a framed article with the frameWithMat template when it has a mat, else says it has none', () => {
    const matLabel = (matType: string) => (matType === 'mat-none' ? 'Ohne Passepartout' : matType)
    const article = { frame: 'Holzrahmen, Schwarz', material: 'Poster', matLabel }
    expect(
      articleSummary({ ...article, matType: 'mat-weiss', frameWithMat: 'FRAME mit Passepartout' }),
    ).toBe('Holzrahmen, Schwarz mit Passepartout · Poster')
    expect(
      articleSummary({ ...article, matType: 'mat-none', frameWithMat: 'FRAME mit Passepartout' }),
    ).toBe('Holzrahmen, Schwarz · Poster · Ohne Passepartout')
  })
})

describe("the frame tiles of a content page (their 'from' prices)", () => {
  it('finds the frame types of tile blocks anywhere in the story, each once, known ones only', () => {
    const content = {
      component: 'page',
      body: [
        {
          component: 'grid',
          items: [
            { component: 'tile', title: 'Holz', frameType: 'holzrahmen' },
            { component: 'tile', title: 'Alu', frameType: 'alurahmen' },
            { component: 'tile', title: 'Bambus', frameType: 'bambusrahmen' },
            { component: 'tile', title: 'Poster' },
          ],
        },
        { component: 'grid', items: [{ component: 'tile', frameType: 'holzrahmen' }] },
        { component: 'teaser-hero', frameType: 'artbox' },
      ],
    }
    expect(frameTypesOfTiles(content)).toEqual(['holzrahmen', 'alurahmen'])
    expect(frameTypesOfTiles({ component: 'page', body: [] })).toEqual([])
    expect(frameTypesOfTiles(null)).toEqual([])
  })
})

describe('a change of frame type (the form names the frame it showed)', () => {
  const sent =
    'frameType=alurahmen&shownFrameType=schattenfuge-leinwand&frameVariant=schattenfuge-leinwand-schwarz&materialType=leinwand&matType=mat-none&formatType=40x60'

  it("reads none of the old frame's colour, material and mat: the new frame's defaults apply", () => {
    expect(photoFrameRequestOf(query(sent))).toEqual({
      frameType: 'alurahmen',
      formatType: '40x60',
    })
  })

  it('gives the same choice as opening the new frame with that format directly', () => {
    const direct = photoFrameRequestOf(query('frameType=holzrahmen&formatType=40x60'))!
    const switched = photoFrameRequestOf(
      query(
        'frameType=holzrahmen&shownFrameType=alurahmen&materialType=hahnemuehle&matType=mat-none&formatType=40x60',
      ),
    )!
    expect(resolvePhotoFrameChoice(holz, switched)).toEqual(resolvePhotoFrameChoice(holz, direct))
    expect(resolvePhotoFrameChoice(holz, switched).choice).toMatchObject({
      materialType: 'poster',
      matType: 'mat-weiss',
      matSize: 30,
    })
  })

  it('reads every choice when the frame stays', () => {
    expect(
      photoFrameRequestOf(
        query(
          'frameType=holzrahmen&shownFrameType=holzrahmen&materialType=hahnemuehle&matType=mat-none',
        ),
      ),
    ).toEqual({ frameType: 'holzrahmen', materialType: 'hahnemuehle', matType: 'mat-none' })
  })
})

describe("the selection's URL", () => {
  const choice = {
    frameType: 'holzrahmen' as const,
    frameVariant: 'holzrahmen-schwarz',
    materialType: 'poster',
    matType: 'mat-weiss' as const,
    matSize: 30 as const,
    formatType: '30x40',
  }

  it('carries the resolved choice only, no form field of another frame, other parameters kept', () => {
    expect(
      photoFrameSearch(
        choice,
        query(
          'frameType=holzrahmen&shownFrameType=alurahmen&frameVariant=alurahmen-rund-gold&sku=wallart-leinwand-40x60&utm_source=mail',
        ),
      ),
    ).toBe(
      '?utm_source=mail&frameType=holzrahmen&frameVariant=holzrahmen-schwarz&materialType=poster&matType=mat-weiss&formatType=30x40',
    )
  })

  it('names the mat size only when it is not the usual one, and leaves out what is unknown', () => {
    expect(
      photoFrameSearch(
        { ...choice, matType: 'mat-none', matSize: 0, materialType: null, formatType: null },
        query(''),
      ),
    ).toBe('?frameType=holzrahmen&frameVariant=holzrahmen-schwarz&matType=mat-none')
  })
})
