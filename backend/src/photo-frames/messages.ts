import type { Language } from '../market/markets'

/** `message.text` of the photo-frame calls' errors, in the language of `X-Locale`. */
const texts = {
  notSold: {
    de: 'Bilderrahmen gibt es in diesem Shop nicht.',
    en: 'Photo frames are not sold in this shop.',
    es: 'Los marcos de fotos no se venden en esta tienda.',
    fr: 'Les cadres photo ne sont pas vendus dans cette boutique.',
    it: 'Le cornici non sono in vendita in questo negozio.',
    nl: 'Fotolijsten worden in deze winkel niet verkocht.',
  },
  unknownFrame: {
    de: 'Diesen Rahmen führen wir nicht.',
    en: 'We do not make this frame.',
    es: 'No fabricamos este marco.',
    fr: 'Nous ne fabriquons pas ce cadre.',
    it: 'Non produciamo questa cornice.',
    nl: 'Deze lijst maken wij niet.',
  },
  notOffered: {
    de: 'Diese Ausführung gibt es für diesen Rahmen nicht.',
    en: 'This frame is not made in this version.',
    es: 'Este marco no se fabrica en esta versión.',
    fr: "Ce cadre n'existe pas dans cette version.",
    it: 'Questa cornice non è disponibile in questa versione.',
    nl: 'Deze lijst bestaat niet in deze uitvoering.',
  },
} as const satisfies Record<string, Record<Language, string>>

export type PhotoFrameMessage = keyof typeof texts

export function photoFrameMessage(language: Language, key: PhotoFrameMessage): string {
  return texts[key][language]
}
