/** Ether as a decimal string (up to 18 decimals) to wei; undefined when it is not one. */
export function parseEther(amount: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,18}))?$/.exec(amount.trim())
  if (!match) return undefined
  return BigInt(match[1]!) * 10n ** 18n + BigInt((match[2] ?? '').padEnd(18, '0'))
}
