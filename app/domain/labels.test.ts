import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cardAccessories } from './cards'
import {
  calculatorFormats,
  fillFrameTemplate,
  formatLabelKey,
  formatRatios,
  framePlaceholder,
  labelKeys,
  optionGroupTitleKey,
  optionLabelKey,
  producedLabelKey,
} from './labels'
import { isLocale, languageOf, languages, type Language, type Locale } from './market'
import { photobookCategories, photobookTypes } from './photobook'
import { photoboxPaperTypes, photoboxSizes } from './photobox'
import { frameTypes, materials, optionGroups, type OptionGroup } from './wallart'

const localesFolder = fileURLToPath(new URL('../locales/', import.meta.url))
const read = (folder: string): Record<string, string> =>
  JSON.parse(readFileSync(`${localesFolder}${folder}/labels.json`, 'utf8')) as Record<
    string,
    string
  >

const catalogues = Object.fromEntries(
  languages.map((language) => [language, read(language)]),
) as Record<Language, Record<string, string>>
const regionFolders = readdirSync(localesFolder).filter(
  (folder) => folder.includes('-') && existsSync(`${localesFolder}${folder}/labels.json`),
)
const overrides = Object.fromEntries(
  regionFolders.map((folder) => [folder, read(folder)]),
) as Record<string, Record<string, string>>

/** What the shop shows for a locale: the region's override, else the language's text. */
const textFor = (locale: Locale, key: string): string =>
  overrides[locale]?.[key] ?? catalogues[languageOf(locale)][key] ?? ''

describe('label catalogues (site-chrome §9 "Keyed by dotted names, for de-DE, es-ES, fr-FR, it-IT, nl-NL, en-GB and en-US")', () => {
  it.each(languages)('every key exists in %s with a text', (language) => {
    const catalogue = catalogues[language]
    const missing = labelKeys.filter(
      (key) => typeof catalogue[key] !== 'string' || catalogue[key]?.trim() === '',
    )
    expect(missing).toEqual([])
  })

  it.each(languages)('%s holds no key the catalogue does not define', (language) => {
    expect(Object.keys(catalogues[language]).filter((key) => !labelKeys.includes(key))).toEqual([])
  })

  it('"en-US (US overrides only)"; "Swiss and Austrian variants exist": the region files are overrides of known keys', () => {
    expect(regionFolders.sort()).toEqual(['de-AT', 'de-CH', 'en-US'])
    for (const [region, texts] of Object.entries(overrides)) {
      expect(isLocale(region), region).toBe(true)
      const base = catalogues[languageOf(region as Locale)]
      for (const [key, text] of Object.entries(texts)) {
        expect(labelKeys, `${region} ${key}`).toContain(key)
        expect(text.trim(), `${region} ${key}`).not.toBe('')
        expect(text, `${region} ${key} repeats the base text`).not.toBe(base[key])
      }
    }
  })

  it('"en-US uses inches such as 8x8, 12x12, 8x11, 6x8"', () => {
    expect(textFor('en-US', formatLabelKey('20x20'))).toBe('8 x 8 in')
    expect(textFor('en-US', formatLabelKey('30x30'))).toBe('12 x 12 in')
    expect(textFor('en-US', formatLabelKey('a4'))).toBe('8 x 11 in')
    expect(textFor('en-US', formatLabelKey('a5'))).toBe('6 x 8 in')
    expect(textFor('en-GB', formatLabelKey('20x20'))).toBe('20 x 20 cm')
  })

  it('"canvas stretcher frame (25mm, 38mm; US 1 and 1.5 inch; i.e. 2.5 and 3.8 cm)"', () => {
    expect(textFor('en-US', optionLabelKey('stretcher-frame', '25mm'))).toBe('1 in')
    expect(textFor('en-US', optionLabelKey('stretcher-frame', '38mm'))).toBe('1.5 in')
    expect(textFor('de-DE', optionLabelKey('stretcher-frame', '25mm'))).toBe('2,5 cm')
    expect(textFor('en-GB', optionLabelKey('stretcher-frame', '38mm'))).toBe('3.8 cm')
  })

  it('Swiss German writes no ß, and the Swiss and Austrian envelope has its own word', () => {
    const swiss = labelKeys.map((key) => textFor('de-CH', key))
    expect(swiss.filter((text) => text.includes('ß'))).toEqual([])
    expect(textFor('de-DE', 'accessory.envelope')).toBe('Briefumschlag')
    expect(textFor('de-CH', 'accessory.envelope')).toBe('Couvert')
    expect(textFor('de-AT', 'accessory.envelope')).toBe('Kuvert')
    expect(textFor('de-LI', 'accessory.envelope')).toBe('Briefumschlag')
  })
})

describe('label keys', () => {
  it('"format.*: aspect ratios 16:9, 2:1, 3:1, 3:2, 4:1, 4:3, 5:1, 5:2, 5:4, 6:1" under keys without colons', () => {
    expect(formatRatios).toHaveLength(10)
    expect(formatLabelKey('16:9')).toBe('format.16-9')
    for (const ratio of formatRatios) expect(catalogues.de[formatLabelKey(ratio)]).toBe(ratio)
  })

  it('"Calculator formats include A3 to A6, 20x20, 30x30 cm"', () => {
    expect(calculatorFormats).toEqual(['a3', 'a4', 'a5', 'a6', '20x20', '30x30'])
  })

  it('every material of the vocabulary has a material.* label', () => {
    for (const material of materials) expect(labelKeys).toContain(`material.${material}`)
  })

  it('"option.* and optionGroup.*-title" for every option group', () => {
    expect(optionGroupTitleKey('drilling')).toBe('optionGroup.drilling-title')
    expect(optionLabelKey('drilling', 'corners')).toBe('option.drilling.corners')
    for (const group of Object.keys(optionGroups) as OptionGroup[]) {
      expect(labelKeys).toContain(optionGroupTitleKey(group))
      for (const option of optionGroups[group])
        expect(labelKeys).toContain(`option.${group}.${option}`)
    }
  })

  it('"produced.* and produced-short.*" for every frame, glass, back and mat', () => {
    for (const frameType of frameTypes.filter((f) => f !== 'alurahmen')) {
      expect(labelKeys).toContain(producedLabelKey(frameType))
      expect(labelKeys).toContain(producedLabelKey(frameType, true))
    }
    for (const name of [
      'alurahmen-rund-kupfer',
      'back-normal',
      'glass-museum',
      'glass-normal',
      'mat-none',
      'mat-creme',
      'mat-schwarz',
      'mat-weiss',
      'emptyTemplate',
    ]) {
      expect(labelKeys).toContain(producedLabelKey(name))
    }
  })

  it('"Photobook categories and types, and photo box sizes, paper types also have labels"', () => {
    for (const type of photobookTypes) expect(labelKeys).toContain(`photobook.type.${type}`)
    for (const category of photobookCategories)
      expect(labelKeys).toContain(`photobook.category.${category}`)
    for (const size of photoboxSizes) expect(labelKeys).toContain(`photobox.size.${size}`)
    for (const paper of photoboxPaperTypes) expect(labelKeys).toContain(`photobox.paper.${paper}`)
    for (const accessory of cardAccessories) expect(labelKeys).toContain(`accessory.${accessory}`)
  })

  it('keys are unique', () => {
    expect(new Set(labelKeys).size).toBe(labelKeys.length)
  })
})

describe('frame templates (site-chrome §9 "frameWithMat (template with a FRAME placeholder) and emptyTemplate")', () => {
  it('every language and region keeps the FRAME placeholder in both templates', () => {
    const locales: Locale[] = [
      'de-DE',
      'de-CH',
      'de-AT',
      'en-GB',
      'en-US',
      'fr-FR',
      'es-ES',
      'it-IT',
      'nl-NL',
    ]
    for (const locale of locales) {
      for (const name of ['frameWithMat', 'emptyTemplate']) {
        expect(textFor(locale, producedLabelKey(name))).toContain(framePlaceholder)
        expect(textFor(locale, producedLabelKey(name, true))).toContain(framePlaceholder)
      }
    }
  })

  it("fills in the frame's text", () => {
    expect(
      fillFrameTemplate(textFor('de-DE', producedLabelKey('frameWithMat')), 'Holzrahmen'),
    ).toBe('Holzrahmen mit Passepartout')
    expect(
      fillFrameTemplate(textFor('en-US', producedLabelKey('frameWithMat')), 'Wooden frame'),
    ).toBe('Wooden frame with mat')
    expect(
      fillFrameTemplate(textFor('en-GB', producedLabelKey('emptyTemplate')), 'Wooden frame'),
    ).toBe('Wooden frame')
  })
})
