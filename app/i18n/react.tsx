import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { TranslationBundle } from './i18n'
import { createTranslator, type TFunction, type Translator } from './translator'

const TranslatorContext = createContext<Translator | null>(null)

function reportMissing(key: string) {
  console.info(`Missing translation: ${key}`)
}

const empty: TranslationBundle = { locale: 'de-DE', resources: { 'de-DE': { common: {} } } }

/** Provides the page's texts (sent by the root loader) to every component below. */
export function TranslationProvider({ bundle, children }: { bundle: TranslationBundle | undefined; children: ReactNode }) {
  const source = bundle ?? empty
  // Keyed by locale and namespaces: revalidated loader data brings an equal bundle as a new object.
  const id = `${source.locale}|${Object.keys(source.resources[source.locale] ?? {}).join(',')}`
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const translator = useMemo(() => createTranslator(source, reportMissing), [id])
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
}

/** react-i18next's hook, as far as the shop uses it: `t` for a namespace, `i18n.exists`, `i18n.language`. */
export function useTranslation(namespace = 'common'): { t: TFunction; i18n: Pick<Translator, 'exists' | 'language'> } {
  const translator = useContext(TranslatorContext) ?? createTranslator(empty, reportMissing)
  return useMemo(
    () => ({ t: translator.fixedT(namespace), i18n: { exists: (key: string) => translator.exists(key, namespace), language: translator.language } }),
    [translator, namespace],
  )
}

export type { TFunction }
