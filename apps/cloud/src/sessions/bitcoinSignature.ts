import { bitcoinAddressFormatOfPrefix } from '@gatehouse/common'
import { verifyBitcoinMessageSignature } from '@gatehouse/siwx'
import type { BitcoinAddressPrefix } from '../bitcoin/bitcoinChainConfig'

/**
 * Whether `signature` proves that `address`, an address of the chain's network (`addressPrefix`),
 * signed the UTF-8 bytes of `message`: BIP-322 simple (P2WPKH, P2TR key path; base64, `smp`
 * prefix or none) or BIP-137 compact ECDSA (P2PKH, P2WPKH, P2SH-P2WPKH), as Bitcoin wallets sign
 * messages. Verified locally (`verifyBitcoinMessageSignature` of @gatehouse/siwx); anything
 * malformed, or an address of another network, is false.
 */
export function verifyBitcoinSignature(
  address: string,
  message: string,
  signature: string,
  addressPrefix: BitcoinAddressPrefix,
): boolean {
  return verifyBitcoinMessageSignature(address, message, signature, {
    network: bitcoinAddressFormatOfPrefix(addressPrefix),
  })
}
