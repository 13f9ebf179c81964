/**
 * Numbers through `Intl.NumberFormat`, on the server and in the browser alike.
 * A formatter is made once per locale and options and reused.
 */
const formatters = new Map<string, Intl.NumberFormat>()

/** The formatter of a locale and options; `key` names the options (e.g. a currency). */
export function numberFormat(
  locale: string,
  key: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const id = `${locale}|${key}`
  let format = formatters.get(id)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formatters.set(id, format)
  }
  return format
}

/** A plain number with at most one decimal ("14,8"; sizes in cm and inches). */
export const decimalOptions = {
  maximumFractionDigits: 1,
} as const satisfies Intl.NumberFormatOptions

export function formatDecimal(value: number, locale: string): string {
  return numberFormat(locale, 'decimal', decimalOptions).format(value)
}
