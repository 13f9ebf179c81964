type RootMatch = { id: string; data?: unknown }
type RootI18n = {
  i18n?: { locale?: string; resources?: Record<string, Record<string, Record<string, string>>> }
}

/**
 * A translation for a page's `meta`, read from the resources the root sends with the page.
 * They come as the locale's fallback chain (de-AT, de-DE, de): the first code that has the
 * text wins, as i18next itself would pick it.
 */
export function rootText(
  matches: readonly RootMatch[],
  namespace: string,
  key: string,
): string | undefined {
  const i18n = (matches.find((match) => match.id === 'root')?.data as RootI18n | undefined)?.i18n
  const resources = i18n?.resources ?? {}
  for (const code of [i18n?.locale ?? '', ...Object.keys(resources)]) {
    const text = resources[code]?.[namespace]?.[key]
    if (typeof text === 'string' && text !== '') return text
  }
  return undefined
}
