import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { bitcoinNetworkFormat, type BitcoinNetworkName } from './bitcoinNetworks'

/** What an address is for, in sats-connect's words ('ordinals' is AppKit's 'ordinal'). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One address of a key on one network. */
export interface BitcoinKeyAddress {
  purpose: BitcoinAddressPurpose
  /** P2WPKH pays; P2TR (key path, BIP-86 tweak without a script tree) holds ordinals. */
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** The compressed key (33 bytes) for P2WPKH, the x-only internal key (32 bytes) for P2TR. */
  publicKey: Uint8Array
  /** The output script that pays the address. */
  script: Uint8Array
}

/** A secp256k1 secret key and the two addresses it has on each network. */
export interface BitcoinKey {
  secretKey: Uint8Array
  /** Compressed, 33 bytes. */
  publicKey: Uint8Array
  /** The BIP-340 x-only key, 32 bytes: the taproot internal key. */
  xOnlyPublicKey: Uint8Array
  /** The payment (P2WPKH) address, then the ordinals (P2TR) address, on `network`. */
  addresses(network: BitcoinNetworkName): [BitcoinKeyAddress, BitcoinKeyAddress]
  /** This key's address `address` on `network`, or undefined when it is not one of them. */
  addressOf(address: string, network: BitcoinNetworkName): BitcoinKeyAddress | undefined
}

/** The key of a 32-byte secret given in hex (as `bitcoinDevSecretKeys` are). */
export function bitcoinKey(secretKeyHex: string): BitcoinKey {
  const secretKey = hex.decode(secretKeyHex)
  if (secretKey.length !== 32) throw new Error('A Bitcoin secret key is 32 bytes of hex.')
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const xOnlyPublicKey = schnorr.getPublicKey(secretKey)
  const addresses = (network: BitcoinNetworkName): [BitcoinKeyAddress, BitcoinKeyAddress] => {
    const format = bitcoinNetworkFormat(network)
    const payment = p2wpkh(publicKey, format)
    const ordinals = p2tr(xOnlyPublicKey, undefined, format)
    return [
      {
        purpose: 'payment',
        addressType: 'p2wpkh',
        address: payment.address as string,
        publicKey,
        script: payment.script,
      },
      {
        purpose: 'ordinals',
        addressType: 'p2tr',
        address: ordinals.address as string,
        publicKey: xOnlyPublicKey,
        script: ordinals.script,
      },
    ]
  }
  return {
    secretKey,
    publicKey,
    xOnlyPublicKey,
    addresses,
    addressOf: (address, network) => addresses(network).find((entry) => entry.address === address),
  }
}
