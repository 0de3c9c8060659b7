import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'

/** The bytes of a signature as wallets hand it over: base58 (Solana's own), or 0x and hex. */
function signatureBytes(signature: string): Uint8Array | undefined {
  try {
    return signature.startsWith('0x')
      ? hex.decode(signature.slice(2).toLowerCase())
      : base58.decode(signature)
  } catch {
    return undefined
  }
}

/**
 * Whether `signature` is the ed25519 signature of the account `address` (its base58 public key)
 * over the UTF-8 bytes of `message`, as `solana:signMessage` signs: base58, as wallets pass the
 * signature's bytes on, or 0x and hex. Anything malformed is false; no node is asked. The one check
 * of Solana message signatures, for the browser's sign-in and a host's (or apps/cloud's) server.
 */
export function verifySolanaMessageSignature(address: string, message: string, signature: string): boolean {
  const bytes = signatureBytes(signature)
  let publicKey: Uint8Array
  try {
    publicKey = base58.decode(address)
  } catch {
    return false
  }
  if (!bytes || bytes.length !== 64 || publicKey.length !== 32) return false
  try {
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
