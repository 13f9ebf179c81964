/**
 * A translation the shop cannot use: not a text, or an interpolation that does not close
 * (`{{name` or `name}}`), which i18next would show to the shopper as it stands.
 */
export function unusableTranslation(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'not a text'
  const opens = value.split('{{').length - 1
  const closes = value.split('}}').length - 1
  if (opens !== closes) return 'unbalanced interpolation'
  if (/\{\{\s*\}\}/.test(value)) return 'empty interpolation'
  return undefined
}

/** The catalogue without its unusable entries, and what was wrong with each of them. */
export function usableCatalogue(catalogue: Record<string, unknown>): {
  texts: Record<string, string>
  problems: { key: string; problem: string }[]
} {
  const texts: Record<string, string> = {}
  const problems: { key: string; problem: string }[] = []
  for (const [key, value] of Object.entries(catalogue)) {
    const problem = unusableTranslation(value)
    if (problem) problems.push({ key, problem })
    else texts[key] = value as string
  }
  return { texts, problems }
}
