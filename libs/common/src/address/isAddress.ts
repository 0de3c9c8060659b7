import type { ChainNamespace } from '../caip/types'
import { bitcoinAddressFormat } from '../networks/bitcoinAddressFormat'

const evmAddress = /^(0x)?[0-9a-fA-F]{40}$/
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** An EVM address: 40 hex characters, with or without the `0x` prefix. */
export function isEvmAddress(value: string): boolean {
  return evmAddress.test(value)
}

/** A Solana address: 32 to 44 base58 characters. */
export function isSolanaAddress(value: string): boolean {
  return solanaAddress.test(value)
}

// Bech32 / bech32m data characters; the checksum itself is checked where the address is decoded
// (the Bitcoin adapter, with @scure/btc-signer), this rule only keeps out what cannot be one.
const bitcoinBech32 = /^(bc|tb|bcrt)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,87}$/
const bitcoinBase58 = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/
const base58Versions: Record<string, readonly string[]> = {
  bc: ['1', '3'],
  tb: ['m', 'n', '2'],
  bcrt: ['m', 'n', '2'],
}

/**
 * A Bitcoin address by its shape: bech32 (`bc1…`, `tb1…`, `bcrt1…`, in one case) or base58 (P2PKH,
 * P2SH). With a network's CAIP-2 id, only that network's prefixes pass (`bc1`, `1`, `3` on mainnet).
 */
export function isBitcoinAddress(value: string, caipNetworkId?: string): boolean {
  if (typeof value !== 'string') return false
  const hrp = caipNetworkId === undefined ? undefined : bitcoinAddressFormat(caipNetworkId)?.bech32
  if (caipNetworkId !== undefined && hrp === undefined) return false
  const bech32 = value === value.toUpperCase() ? value.toLowerCase() : value
  const match = bitcoinBech32.exec(bech32)
  if (match) return hrp === undefined || match[1] === hrp
  if (!bitcoinBase58.test(value)) return false
  return hrp === undefined || (base58Versions[hrp] ?? []).includes(value.charAt(0))
}

/** Validates an address for the namespace. Namespaces without a rule here accept any non-empty string. */
export function isAddress(value: string, chainNamespace: ChainNamespace): boolean {
  if (typeof value !== 'string') return false
  switch (chainNamespace) {
    case 'eip155':
      return isEvmAddress(value)
    case 'solana':
      return isSolanaAddress(value)
    case 'bip122':
      return isBitcoinAddress(value)
    default:
      return value.length > 0
  }
}
