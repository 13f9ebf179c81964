import { useTranslation } from 'react-i18next'
import { createI18n } from './config'
import type { Resources } from './i18n'
import type { i18n } from 'i18next'

/** The element that carries the page's translations to the browser. */
export const translationsElementId = 'shop-translations'

const serialised = new WeakMap<object, string>()

/**
 * A locale's resources as the text of a JSON script element, made once per resources object:
 * `<` escaped so no text can end the element.
 */
export function translationsJson(resources: Resources): string {
  let json = serialised.get(resources)
  if (json === undefined) {
    json = JSON.stringify(resources).replace(/</g, '\\u003c')
    serialised.set(resources, json)
  }
  return json
}

/**
 * The page's translations, in the document beside the route data rather than inside it: the
 * browser's i18next instance is made from them before hydration (entry.client), with no
 * translation request, and they are not encoded again with every page's data.
 */
export function TranslationsScript() {
  const { i18n } = useTranslation()
  const resources = (i18n.store?.data ?? {}) as Resources
  return (
    <script
      id={translationsElementId}
      type="application/json"
      data-locale={i18n.language}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: translationsJson(resources) }}
    />
  )
}

/** The browser's i18next instance, from the translations the document carries. */
export function i18nFromDocument(document: Document): i18n {
  const element = document.getElementById(translationsElementId)
  const locale = element?.dataset.locale || document.documentElement.lang || 'de-DE'
  let resources: Resources = {}
  try {
    resources = JSON.parse(element?.textContent || '{}') as Resources
  } catch {
    // A page without its translations shows each key's last segment (the missing-key rule).
  }
  return createI18n(locale, resources)
}
