import { numberFormat } from '@gatehouse/common'

/** An amount of a swap (a decimal string) with up to 6 decimals and no trailing zeros, in the locale's notation. */
export function formatAmount(value: string, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 6 }).format(Number(value))
}
