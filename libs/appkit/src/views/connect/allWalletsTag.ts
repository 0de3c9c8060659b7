/**
 * The count on the "All Wallets" entry: rounded down to tens with a plus ("190+") once there are
 * many, exact when few, and nothing while loading (never "0" for a catalogue that has not answered).
 */
export function allWalletsTag(count: number, loading: boolean): string | undefined {
  if (loading || count <= 0) return undefined
  return count >= 10 ? `${Math.floor(count / 10) * 10}+` : String(count)
}
