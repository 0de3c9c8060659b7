/** A chain id of the protocol (a number, a decimal or hex string, or CAIP-2) as CAIP-2; undefined when it is none. */
export function caip2Of(chainId: unknown): string | undefined {
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0) return `eip155:${chainId}`
  if (typeof chainId !== 'string') return undefined
  if (/^eip155:[1-9]\d*$/.test(chainId)) return chainId
  if (/^[1-9]\d*$/.test(chainId)) return `eip155:${chainId}`
  if (/^0x[0-9a-fA-F]+$/.test(chainId)) return `eip155:${Number.parseInt(chainId, 16)}`
  return undefined
}

/** The number of an eip155 CAIP-2 id. */
export const chainNumberOf = (caip2: string): number => Number(caip2.split(':')[1])
