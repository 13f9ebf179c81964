import { useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from './config'
import type { TranslationBundle } from './i18n'

const empty: TranslationBundle = { locale: 'de-DE', resources: {} }

/**
 * The page's texts for react-i18next: an i18next instance made from the resources the root
 * loader sent with the page (no translation request, the first render has every text).
 */
export function TranslationProvider({
  bundle,
  children,
}: {
  bundle: TranslationBundle | undefined
  children: ReactNode
}) {
  const source = bundle ?? empty
  // Keyed by locale and the codes sent: revalidated loader data brings an equal bundle as a new
  // object.
  const id = `${source.locale}|${Object.keys(source.resources).join(',')}`
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the id names the bundle's content
  const i18n = useMemo(() => createI18n(source.locale, source.resources), [id])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
