import { bitcoinAddressFormat, bitcoinSignInText, type SIWXSession } from '@gatehouse/common'
import type { SIWXVerifier } from './SIWXVerifier'

/**
 * Verifies Bitcoin sign-in signatures: a BIP-322 "simple" signature (base64 witness, `smp` prefix
 * or none) of a P2WPKH or P2TR (key path) address, or a BIP-137 compact ECDSA one, over the UTF-8
 * bytes of the CAIP-122 message (see `verifyBitcoinMessageSignature`). On a network whose address
 * format is known (mainnet, testnet, regtest) the address must be one of its. No node is asked; the
 * verifying code (@scure/btc-signer) loads with the first Bitcoin session.
 */
export function createBip122Verifier(): SIWXVerifier {
  return {
    chainNamespace: 'bip122',
    messageText: (session: SIWXSession) => bitcoinSignInText(session.data),
    async verify(session) {
      const { verifyBitcoinMessageSignature } = await import('../bitcoin/verifyBitcoinMessageSignature')
      const network = bitcoinAddressFormat(session.data.chainId)
      return verifyBitcoinMessageSignature(session.data.accountAddress, session.message, session.signature, {
        ...(network ? { network } : {}),
      })
    },
  }
}
