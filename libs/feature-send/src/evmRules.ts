import { keccak_256 } from '@noble/hashes/sha3'

/**
 * False when an EVM address mixes capitals and small letters against its EIP-55 checksum: a letter
 * is a capital exactly when its nibble of the keccak-256 hash of the small-letter address is 8 or
 * more. An address all in small letters or all in capitals carries no checksum and passes (wallets
 * and explorers write both). A typo in a checksummed address is caught here, before the wallet (and
 * viem inside it) refuses it.
 */
export function evmChecksumHolds(address: string): boolean {
  const hex = address.startsWith('0x') ? address.slice(2) : address
  const lower = hex.toLowerCase()
  if (hex === lower || hex === hex.toUpperCase()) return true
  const hash = keccak_256(new TextEncoder().encode(lower))
  for (let index = 0; index < hex.length; index++) {
    const char = hex[index] as string
    if (char >= '0' && char <= '9') continue
    const byte = hash[index >> 1] as number
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f
    if (nibble >= 8 !== (char !== char.toLowerCase())) return false
  }
  return true
}
