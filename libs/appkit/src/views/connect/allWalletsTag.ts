import type { AppkitMessages } from '../../i18n/appkitMessages'

/**
 * The count on the "All Wallets" entry: rounded down to tens with a plus ("190+") once there are
 * many, exact when few, and nothing while loading (never "0" for a catalogue that has not answered).
 * Digits are the locale's: nothing either until its number format (`digits`) is built.
 */
export function allWalletsTag(
  count: number,
  loading: boolean,
  messages: AppkitMessages,
  digits: Intl.NumberFormat | undefined,
): string | undefined {
  if (loading || count <= 0 || !digits) return undefined
  return count >= 10
    ? messages.allWalletsTag({ count: digits.format(Math.floor(count / 10) * 10) })
    : digits.format(count)
}
