import { solanaSignInText, type SIWXSession } from '@gatehouse/common'
import { verifySolanaMessageSignature } from '../solana/verifySolanaMessageSignature'
import type { SIWXVerifier } from './SIWXVerifier'

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
      return verifySolanaMessageSignature(session.data.accountAddress, session.message, session.signature)
    },
  }
}
