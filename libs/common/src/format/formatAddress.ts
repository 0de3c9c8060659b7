import { Limits } from '../constants/limits'

/** Shortens an address to its first 4 and last 6 characters (docs/reference/limits.md#display): `0xf3…b92266`. */
export function formatAddress(
  address: string,
  leading: number = Limits.addressLeadingChars,
  trailing: number = Limits.addressTrailingChars,
): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`
}
