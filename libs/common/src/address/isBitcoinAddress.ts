import { bitcoinAddressFormat } from '../networks/bitcoinAddressFormat'
import { bitcoinAddressPrefix } from './bitcoinAddressPrefix'

const base58Prefixes: Record<string, readonly string[]> = {
  bc: ['1', '3'],
  tb: ['m', 'n', '2'],
  bcrt: ['m', 'n', '2'],
}

/**
 * A Bitcoin address by its shape: bech32 (`bc1…`, `tb1…`, `bcrt1…`, in one case) or base58 (P2PKH,
 * P2SH). With a network's CAIP-2 id, only that network's prefixes pass (`bc1`, `1`, `3` on mainnet).
 */
export function isBitcoinAddress(value: string, caipNetworkId?: string): boolean {
  const prefix = bitcoinAddressPrefix(value)
  if (prefix === undefined) return false
  if (caipNetworkId === undefined) return true
  const hrp = bitcoinAddressFormat(caipNetworkId)?.bech32
  if (hrp === undefined) return false
  return prefix === hrp || (base58Prefixes[hrp] ?? []).includes(prefix)
}
