import type { TranslationBundle } from './i18n'
import { secondSegmentOf } from './i18n'

export type TranslateOptions = { count?: number; defaultValue?: string; [name: string]: unknown }
export type TFunction = (key: string, options?: TranslateOptions) => string

export type Translator = {
  language: string
  /** Whether a key (`ns:key` or a key of the default namespace) has a text. */
  exists: (key: string, namespace?: string) => boolean
  /** A translate function whose bare keys belong to `namespace`. */
  fixedT: (namespace?: string) => TFunction
}

type Catalogue = Record<string, string>

/**
 * The few things the shop asks of a translation library, and nothing more, so the
 * browser does not load one: flat dotted keys per namespace (`ns:key`), `{{name}}`
 * interpolation, plurals by `Intl.PluralRules` (`key_one`, `key_other`), and the missing
 * key rule of C8 (reported once, its second segment shown). ADR 003.
 */
export function createTranslator(bundle: TranslationBundle, report: (key: string) => void): Translator {
  const locale = bundle.locale
  const namespaces = (bundle.resources[locale] ?? {}) as Record<string, Catalogue>
  const plurals = new Intl.PluralRules(locale)
  const reported = new Set<string>()

  const split = (key: string, namespace: string): [string, string] => {
    const colon = key.indexOf(':')
    return colon > 0 && !key.slice(0, colon).includes('.') ? [key.slice(0, colon), key.slice(colon + 1)] : [namespace, key]
  }
  const lookup = (namespace: string, key: string) => namespaces[namespace]?.[key]

  const exists = (key: string, namespace = 'common') => {
    const [ns, bare] = split(key, namespace)
    return lookup(ns, bare) !== undefined
  }

  const fixedT =
    (namespace = 'common'): TFunction =>
    (key, options = {}) => {
      const [ns, bare] = split(key, namespace)
      const plural = typeof options.count === 'number' ? lookup(ns, `${bare}_${plurals.select(options.count)}`) ?? lookup(ns, `${bare}_other`) : undefined
      const text = plural ?? lookup(ns, bare) ?? options.defaultValue
      if (text === undefined) {
        const id = `${ns}:${bare}`
        if (!reported.has(id)) {
          reported.add(id)
          report(id)
        }
        return secondSegmentOf(bare)
      }
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options ? String(options[name]) : match))
    }

  return { language: locale, exists, fixedT }
}
