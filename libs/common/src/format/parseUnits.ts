const amountPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * A decimal amount the visitor typed ("1.5", ".25", "100") in the smallest unit, or undefined when it
 * is not a positive-or-zero plain decimal or has more fraction digits than the token has decimals.
 */
export function parseUnits(value: string, decimals: number): bigint | undefined {
  const match = amountPattern.exec(value.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return undefined
  if (fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
