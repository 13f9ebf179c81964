/** Reading the product pages' query parameters (shop-core §3 "Query parameter names"). */

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
