import { invalidQueryTexts, notSoldTexts } from '../http/contract-query'
import type { Language } from '../market/markets'

/** `message.text` of the price calls' errors, in the language of `X-Locale`. */
const texts = {
  invalidQuery: invalidQueryTexts,
  notSold: notSoldTexts,
  unknown: {
    de: 'Dazu haben wir keine Preise.',
    en: 'We have no prices for this.',
    es: 'No tenemos precios para esto.',
    fr: "Nous n'avons pas de prix pour cela.",
    it: 'Non abbiamo prezzi per questo.',
    nl: 'Hiervoor hebben we geen prijzen.',
  },
} as const satisfies Record<string, Record<Language, string>>

export type PriceMessage = keyof typeof texts

export function priceMessage(language: Language, key: PriceMessage): string {
  return texts[key][language]
}
