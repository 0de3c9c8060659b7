import type { ChainNamespace } from '../caip/types'
import { bitcoinAddressPrefix } from './bitcoinAddressPrefix'

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

/** Validates an address for the namespace. Namespaces without a rule here accept any non-empty string. */
export function isAddress(value: string, chainNamespace: ChainNamespace): boolean {
  if (typeof value !== 'string') return false
  switch (chainNamespace) {
    case 'eip155':
      return isEvmAddress(value)
    case 'solana':
      return isSolanaAddress(value)
    case 'bip122':
      return bitcoinAddressPrefix(value) !== undefined
    default:
      return value.length > 0
  }
}
