import type { Language } from '../market/markets'

/** `message.text` of the price calls' errors, in the language of `X-Locale` (ADR 060). */
const texts = {
  invalidQuery: {
    de: 'Die Anfrage enthält ungültige Angaben.',
    en: 'The request contains invalid parameters.',
    es: 'La solicitud contiene parámetros no válidos.',
    fr: 'La requête contient des paramètres non valides.',
    it: 'La richiesta contiene parametri non validi.',
    nl: 'Het verzoek bevat ongeldige parameters.',
  },
  notSold: {
    de: 'Dieses Produkt gibt es in diesem Shop nicht.',
    en: 'This product is not sold in this shop.',
    es: 'Este producto no se vende en esta tienda.',
    fr: "Ce produit n'est pas vendu dans cette boutique.",
    it: 'Questo prodotto non è in vendita in questo negozio.',
    nl: 'Dit product wordt in deze winkel niet verkocht.',
  },
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
