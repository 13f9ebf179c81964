import type { Language } from '../market/markets'

/** `message.text` of the format calls' errors, in the language of `X-Locale`. */
const texts = {
  frameNotOffered: {
    de: 'Dieser Rahmen passt nicht zu diesem Material.',
    en: 'This frame is not offered for this material.',
    es: 'Este marco no está disponible para este material.',
    fr: "Ce cadre n'est pas proposé pour ce matériau.",
    it: 'Questa cornice non è disponibile per questo materiale.',
    nl: 'Deze lijst wordt voor dit materiaal niet aangeboden.',
  },
  outOfRange: {
    de: 'Dieses Format können wir in diesem Material nicht fertigen.',
    en: 'We cannot make this size in this material.',
    es: 'No podemos fabricar este formato en este material.',
    fr: 'Nous ne pouvons pas fabriquer ce format dans ce matériau.',
    it: 'Non possiamo realizzare questo formato in questo materiale.',
    nl: 'Dit formaat kunnen we in dit materiaal niet maken.',
  },
  side: {
    de: 'Zwischen {min} und {max} {unit}.',
    en: 'Between {min} and {max} {unit}.',
    es: 'Entre {min} y {max} {unit}.',
    fr: 'Entre {min} et {max} {unit}.',
    it: 'Tra {min} e {max} {unit}.',
    nl: 'Tussen {min} en {max} {unit}.',
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

export type FormatMessage = keyof typeof texts

export function formatMessage(
  language: Language,
  key: FormatMessage,
  values: Record<string, string> = {},
): string {
  return texts[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
