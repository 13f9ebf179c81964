import { HttpError } from './reply'
import type { Language, Market } from '../market/markets'
import type { z } from 'zod'

/**
 * Reads a query (or path parameters) with a contract schema, the way every shop API call does:
 * a parameter named in `lists` may repeat and arrives as an array (`categoryIds[]`); any other
 * repeated, unknown or malformed parameter is a 400 in the shop's error shape, with `text` as
 * each parameter named, so a typo never silently falls back to a default.
 */
export function parseContractQuery<S extends z.ZodType>(
  schema: S,
  source: URLSearchParams | Record<string, string>,
  market: Pick<Market, 'language'>,
  lists: readonly string[] = [],
): z.output<S> {
  const values: Record<string, string | string[]> = Object.fromEntries(
    lists.map((name) => [name, []]),
  )
  const errors: Record<string, string[]> = {}
  const entries = source instanceof URLSearchParams ? [...source.entries()] : Object.entries(source)
  for (const [name, value] of entries) {
    const current = values[name]
    if (Array.isArray(current)) current.push(value)
    else if (current !== undefined) errors[name] = ['Given more than once.']
    else values[name] = value
  }
  const result = schema.safeParse(values)
  if (!result.success) {
    for (const issue of result.error.issues) {
      const names =
        issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'query')]
      for (const name of names)
        (errors[name] ??= []).push(
          issue.code === 'unrecognized_keys' ? 'Unknown parameter.' : issue.message,
        )
    }
  }
  if (!result.success || Object.keys(errors).length > 0)
    throw new HttpError(400, invalidQueryTexts[market.language], errors)
  return result.data as z.output<S>
}

/** `message.text` of a 400 from parseContractQuery's callers, in the market's language. */
export const invalidQueryTexts = {
  de: 'Die Anfrage enthält ungültige Angaben.',
  en: 'The request contains invalid parameters.',
  es: 'La solicitud contiene parámetros no válidos.',
  fr: 'La requête contient des paramètres non valides.',
  it: 'La richiesta contiene parametri non validi.',
  nl: 'Het verzoek bevat ongeldige parameters.',
} as const satisfies Record<Language, string>

/** `message.text` of a 404 for a product the channel does not sell. */
export const notSoldTexts = {
  de: 'Dieses Produkt gibt es in diesem Shop nicht.',
  en: 'This product is not sold in this shop.',
  es: 'Este producto no se vende en esta tienda.',
  fr: "Ce produit n'est pas vendu dans cette boutique.",
  it: 'Questo prodotto non è in vendita in questo negozio.',
  nl: 'Dit product wordt in deze winkel niet verkocht.',
} as const satisfies Record<Language, string>
