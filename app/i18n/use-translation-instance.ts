import i18next, { type i18n as I18n } from 'i18next'
import { useMemo } from 'react'
import { initReactI18next } from 'react-i18next'
import { i18nOptions, type TranslationBundle } from './i18n'

const empty: TranslationBundle = { locale: 'de-DE', resources: { 'de-DE': { common: {} } } }

function reportMissing(key: string) {
  console.info(`Missing translation: ${key}`)
}

/**
 * One i18next instance per locale bundle, created synchronously from the texts the root
 * loader sent, so server and client render the same words (no hydration mismatch).
 */
export function useTranslationInstance(bundle: TranslationBundle | undefined): I18n {
  const source = bundle ?? empty
  // Keyed by locale: revalidated loader data brings an equal bundle as a new object.
  return useMemo(() => {
    const instance = i18next.createInstance()
    void instance.use(initReactI18next).init(i18nOptions(source, reportMissing))
    return instance
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source.locale])
}
