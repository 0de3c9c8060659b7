const transferInputs = [
  { name: 'to', type: 'address' },
  { name: 'value', type: 'uint256' },
] as const

/** The ERC-20 `transfer` as the standard declares it: it returns whether it succeeded. */
export const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: transferInputs,
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * Tether's `transfer` returns nothing (it predates the standard's return value), so it gets its own
 * ABI: decoding a `bool` from its empty answer would fail.
 */
export const usdtTransferAbi = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: transferInputs, outputs: [] },
] as const

/** True for Tether contracts, known by their symbol. */
export function isUsdtToken(symbol: string): boolean {
  return symbol.toUpperCase() === 'USDT'
}
