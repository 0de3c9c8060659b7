import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { bitcoinAddressFormatOfPrefix, type BitcoinAddressFormat } from '@gatehouse/common'
import { signBip322Simple } from '../wallet/bitcoin/bip322'

/** A test key's payment (P2WPKH) and taproot (P2TR) addresses on a network. */
export function bitcoinTestKey(secretKey: Uint8Array, network: BitcoinAddressFormat) {
  const payment = p2wpkh(secp256k1.getPublicKey(secretKey, true), network)
  const xOnly = schnorr.getPublicKey(secretKey)
  const taproot = p2tr(xOnly, undefined, network)
  return {
    secretKey,
    xOnly,
    payment: { address: payment.address ?? '', script: payment.script },
    taproot: { address: taproot.address ?? '', script: taproot.script },
  }
}

/** The regtest network (the local chain's `bcrt1…` addresses). */
export const regtestNetwork: BitcoinAddressFormat = bitcoinAddressFormatOfPrefix('bcrt')

/**
 * A BIP-322 simple signature (base64, unprefixed, as wallets answer) of `message` by `secretKey`
 * for its output `script`, made by the development wallet's signer: the service verifies it with
 * its own code (verifyBitcoinMessageSignature of @gatehouse/siwx).
 */
export function signBip322(
  secretKey: Uint8Array,
  script: Uint8Array,
  message: string,
  tapInternalKey?: Uint8Array,
): string {
  return base64.encode(
    signBip322Simple({ secretKey, script, message, ...(tapInternalKey ? { tapInternalKey } : {}) }),
  )
}
