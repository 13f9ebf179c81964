/**
 * Which product a set of parameters is about (shop-core §3 "Product type detection from
 * parameters", site-chrome §3). The two documents' rules overlap; they are resolved once,
 * here, as one ordered list where the more specific rule comes first.
 */
import { isCalendarType } from './calendar'
import { isPhotobookType } from './photobook'
import { type ParamSource, paramOf } from './query-params'
import type { ProductType } from './wallart'

type Has = (name: string) => boolean
type Value = (name: string) => string | undefined

type ProductTypeRule = {
  /** The spec's wording of the rule. */
  rule: string
  applies: (has: Has, value: Value) => boolean
  productType: (value: Value) => ProductType
}

/** type=collage or the collage flag. */
const hasCollageHint = (has: Has, value: Value) => value('type') === 'collage' || has('collage')
const hasMaterialOrFrame = (has: Has) => has('materialType') || has('frameType')

/** The rules in order of precedence; the first that applies decides. */
const productTypeRules: readonly ProductTypeRule[] = [
  {
    rule: 'card, category, occasion or themeId means a card',
    applies: (has) => ['card', 'category', 'occasion', 'themeId'].some(has),
    productType: () => 'card',
  },
  {
    rule: 'designGroupSetId with type photobook, a photobook type or printing means a photobook',
    applies: (has, value) => {
      const type = value('type')
      return (
        type === 'photobook' ||
        (type !== undefined && isPhotobookType(type)) ||
        has('photobookPrinting')
      )
    },
    productType: () => 'photobook',
  },
  {
    rule: 'designId with type collage, or a material or frame type with a design id or collage flag, means a collage',
    applies: (has, value) =>
      hasCollageHint(has, value) || (hasMaterialOrFrame(has) && has('designId')),
    productType: () => 'collage',
  },
  {
    rule: 'a material or frame type without a design id or collage flag means a photo frame',
    applies: hasMaterialOrFrame,
    productType: () => 'photoframe',
  },
  {
    rule: 'a photobox type means photobox or prints',
    applies: (has) => has('photoboxType'),
    productType: (value) => (value('photoboxType') === 'prints' ? 'photoprint' : 'photobox'),
  },
  {
    rule: 'designGroupId, or designId with no collage hint, or a calendar type means a calendar',
    applies: (has, value) => {
      const type = value('type')
      return has('designGroupId') || has('designId') || (type !== undefined && isCalendarType(type))
    },
    productType: () => 'calendar',
  },
]

export function detectProductType(params: ParamSource): ProductType | undefined {
  const value: Value = (name) => paramOf(params, name)
  const has: Has = (name) => value(name) !== undefined
  return productTypeRules.find((candidate) => candidate.applies(has, value))?.productType(value)
}
