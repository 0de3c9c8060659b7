import { Limits } from '../constants/limits'
import { numberFormat } from './numberFormats'

const plainDecimal = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * Formats a decimal string for display: digits grouped by thousands and exactly `fractionDigits`
 * decimals, rounded down (docs/reference/limits.md#display: 3 decimals, rounded down). `9999.99969` becomes `9,999.999`.
 * Anything that is not a plain decimal is returned unchanged rather than guessed at. With `locale`
 * the digits and separators are the locale's (`9.999,999` in Spanish), still rounded down and exact
 * for amounts beyond a double's precision.
 */
export function formatBalance(
  value: string,
  fractionDigits: number = Limits.balanceDecimals,
  locale?: string,
): string {
  const match = plainDecimal.exec(value.trim())
  if (!match) return value
  const [, sign = '', whole = '0', fraction = ''] = match
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const isZero = /^0*$/.test(whole) && /^0*$/.test(kept)
  if (locale) {
    const exact = `${isZero ? '' : sign}${whole}${fractionDigits > 0 ? `.${kept}` : ''}`
    const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
    // A decimal string keeps every digit (Intl.NumberFormat v3); truncation already happened above.
    return numberFormat(locale, digits).format(exact as Intl.StringNumericLiteral)
  }
  return `${isZero ? '' : sign}${grouped}${fractionDigits > 0 ? `.${kept}` : ''}`
}
