import type { Language } from '../market/markets'

/** `message.text` of the design-group calls' errors, in the language of `X-Locale` (ADR 060). */
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
  unknownDesign: {
    de: 'Dieses Design gibt es in diesem Shop nicht.',
    en: 'This design is not available in this shop.',
    es: 'Este diseño no está disponible en esta tienda.',
    fr: "Ce design n'est pas disponible dans cette boutique.",
    it: 'Questo design non è disponibile in questo negozio.',
    nl: 'Dit ontwerp is in deze winkel niet beschikbaar.',
  },
} as const satisfies Record<string, Record<Language, string>>

export type DesignGroupMessage = keyof typeof texts

export function designGroupMessage(language: Language, key: DesignGroupMessage): string {
  return texts[key][language]
}
