// Intl formatters are costly to build and the same for every caller: one per locale and options.
const formatters = new Map<string, Intl.NumberFormat>()

const keyOf = (locale: string, options: Intl.NumberFormatOptions) => `${locale}|${JSON.stringify(options)}`

/** A shared `Intl.NumberFormat` for `locale` and `options`. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(locale, options)
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** The shared `Intl.NumberFormat` for `locale` and `options` if one was built already, without building it. */
export function builtNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat | undefined {
  return formatters.get(keyOf(locale, options))
}

/** An amount of US dollars in the locale's notation: `$1,234.50`, `1.234,50 US$`. */
export function formatUsd(value: number, locale = 'en-US'): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)
}
