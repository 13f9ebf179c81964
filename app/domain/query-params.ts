/** Query parameter names the product pages and the designer hand-off use (shop-core §3). */

export const queryParamNames = [
  'designId',
  'designGroupId',
  'designGroupSetId',
  'formatType',
  'materialType',
  'frameType',
  'matSize',
  'matType',
  'quantity',
  'startDate',
  'startMonth',
  'year',
  'amount',
  'mountingType',
  'paperType',
  'refinementType',
  'photobookFormat',
  'photobookPageCount',
  'themeId',
  'sku',
  'optionType',
  'optionTypeGroup',
  'type',
] as const
export type QueryParamName = (typeof queryParamNames)[number]

/**
 * Where parameters come from: a URL's search params or a plain record (a loader's parsed query, a
 * calculator context).
 */
export type ParamSource =
  URLSearchParams | Readonly<Record<string, string | number | boolean | null | undefined>>

/** A parameter's value; an empty value counts as absent. */
export function paramOf(source: ParamSource, name: string): string | undefined {
  const value = source instanceof URLSearchParams ? source.get(name) : source[name]
  if (value === null || value === undefined || value === false) return undefined
  const text = String(value)
  return text === '' ? undefined : text
}

/** The product parameters a query carries, by name; unknown names are left out. */
export function productParams(source: ParamSource): Partial<Record<QueryParamName, string>> {
  const params: Partial<Record<QueryParamName, string>> = {}
  for (const name of queryParamNames) {
    const value = paramOf(source, name)
    if (value !== undefined) params[name] = value
  }
  return params
}
