import { notSoldTexts } from '../http/contract-query'
import type { Language } from '../market/markets'

/** `message.text` of the design-group calls' errors, in the language of `X-Locale`. */
const texts = {
  notSold: notSoldTexts,
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
