import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder } from '@solana/kit'

/** A Solana key: its base58 address and ed25519 signatures over bytes. */
export interface SolanaSigner {
  address: string
  sign(bytes: Uint8Array): Uint8Array
}

/** The signer of a 32-byte ed25519 seed given in hex (as `solanaDevSecretSeeds` are). */
export function solanaSigner(seedHex: string): SolanaSigner {
  const seed = Uint8Array.from(seedHex.match(/../g) ?? [], (pair) => parseInt(pair, 16))
  if (seed.length !== 32) throw new Error('A Solana seed is 32 bytes of hex.')
  const address = getBase58Decoder().decode(ed25519.getPublicKey(seed))
  return { address, sign: (bytes) => ed25519.sign(bytes, seed) }
}
