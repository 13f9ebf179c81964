/**
 * The label catalogue's keys (site-chrome §9 "Label catalogues"). The texts live in
 * app/locales/{language}/labels.json with region overrides; the keys are derived
 * here from the vocabulary they name, so a new material or option cannot go unlabelled.
 */
import { cardAccessories } from './cards'
import { photobookCategories, photobookTypes } from './photobook'
import { photoboxPaperTypes, photoboxSizes } from './photobox'
import {
  frameTypes,
  frameVariants,
  glassTypes,
  matColours,
  materials,
  optionGroups,
  type OptionGroup,
  type OptionOf,
} from './wallart'

/** The placeholder the frame templates carry. */
export const framePlaceholder = 'FRAME'

export const formatRatios = [
  '16:9',
  '2:1',
  '3:1',
  '3:2',
  '4:1',
  '4:3',
  '5:1',
  '5:2',
  '5:4',
  '6:1',
] as const
const namedFormats = [
  'din',
  'square',
  'standard',
  'hidden',
  'fototapete',
  'custom',
  'panoramic-wide',
  'panoramic-ultra-wide',
]
/** Calculator formats; en-US shows them in inches. */
export const calculatorFormats = ['a3', 'a4', 'a5', 'a6', '20x20', '30x30'] as const

/** A format's key: colons cannot stand in a key, so '16:9' is 'format.16-9'. */
export function formatLabelKey(format: string): string {
  return `format.${format.replace(':', '-')}`
}

const materialLabelNames = [
  ...materials,
  'aludibond-brushed',
  'aludibond-fineart',
  'aludibond-gerahmt',
  'leinwand-schattenfuge',
  'poster-laminated',
  'poster-framed',
  'wallpaper',
  'frame-glass',
  'frame-mat',
  'frame-back',
  'frame-profile',
  'frame-hanger',
  'gefraestes-rasterbild',
  'fotobuch',
  'fotobox',
  'karten',
  'zubehoer',
]

export function optionLabelKey<G extends OptionGroup>(group: G, option: OptionOf<G>): string {
  return `option.${group}.${option}`
}

export function optionGroupTitleKey(group: OptionGroup): string {
  return `optionGroup.${group}-title`
}

/**
 * What a produced label names: a frame variant or frame, a glass, the back, a mat, or a template.
 */
const producedNames = [
  ...frameVariants.filter((variant) => variant.startsWith('alurahmen-')),
  ...frameTypes.filter((frameType) => frameType !== 'alurahmen'),
  'back-normal',
  ...glassTypes,
  ...matColours.map((colour) => `mat-${colour}`),
  'frameWithMat',
  'emptyTemplate',
]

export function producedLabelKey(name: string, short = false): string {
  return `${short ? 'produced-short' : 'produced'}.${name}`
}

/** A frame template ('FRAME mit Passepartout') with the frame's text put in. */
export function fillFrameTemplate(template: string, frameText: string): string {
  return template.replaceAll(framePlaceholder, frameText)
}

/** Every key each language's catalogue must hold. */
export const labelKeys: readonly string[] = [
  ...[...formatRatios, ...namedFormats, ...calculatorFormats].map(formatLabelKey),
  ...materialLabelNames.map((name) => `material.${name}`),
  ...(Object.keys(optionGroups) as OptionGroup[]).flatMap((group) => [
    optionGroupTitleKey(group),
    ...optionGroups[group].map((option) => optionLabelKey(group, option)),
  ]),
  ...producedNames.flatMap((name) => [producedLabelKey(name), producedLabelKey(name, true)]),
  ...photobookTypes.map((type) => `photobook.type.${type}`),
  ...photobookCategories.map((category) => `photobook.category.${category}`),
  ...photoboxSizes.map((size) => `photobox.size.${size}`),
  ...photoboxPaperTypes.map((paper) => `photobox.paper.${paper}`),
  ...cardAccessories.map((accessory) => `accessory.${accessory}`),
]
