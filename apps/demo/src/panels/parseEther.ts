/** Ether as a decimal string (up to 18 decimals) to wei; undefined when it is not one. */
export function parseEther(amount: string): bigint | undefined {
  const [, whole, fraction = ''] = /^(\d+)(?:\.(\d{1,18}))?$/.exec(amount.trim()) ?? []
  if (whole === undefined) return undefined
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'))
}
