import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { solanaSignInText, type SIWXSession } from '@gatehouse/common'
import type { SIWXVerifier } from './SIWXVerifier'

function decode(signature: string): Uint8Array | undefined {
  try {
    return signature.startsWith('0x')
      ? hex.decode(signature.slice(2).toLowerCase())
      : base58.decode(signature)
  } catch {
    return undefined
  }
}

/**
 * Verifies Solana sign-in signatures: an ed25519 signature (base58, as solana:signMessage's bytes
 * are passed on, or 0x and hex) by the account's public key (its base58 address) over the UTF-8
 * bytes of the CAIP-122 message. No node is asked.
 */
export function createSolanaVerifier(): SIWXVerifier {
  return {
    chainNamespace: 'solana',
    messageText: (session: SIWXSession) => solanaSignInText(session.data),
    async verify(session) {
      const signature = decode(session.signature)
      let publicKey: Uint8Array
      try {
        publicKey = base58.decode(session.data.accountAddress)
      } catch {
        return false
      }
      if (!signature || signature.length !== 64 || publicKey.length !== 32) return false
      try {
        return ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey)
      } catch {
        return false
      }
    },
  }
}
