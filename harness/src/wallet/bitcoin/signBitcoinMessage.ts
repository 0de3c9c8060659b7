import { RpcErrorCode } from '@gatehouse/common'
import { bip322MessageHash, bitcoinSignedMessageHash } from '@gatehouse/siwx'
import { WalletRpcError } from '../requests/WalletRpcError'
import { messageBytes, signBip322Simple } from './bip322'
import { signBip137 } from './bip137'
import type { BitcoinKey } from './bitcoinKey'
import type { BitcoinNetworkName } from './bitcoinNetworks'

/** The two ways wallets sign messages: BIP-322 "simple", and ECDSA (BIP-137 compact). */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/** A message signature as the wallet protocols answer it, before their own encodings. */
export interface BitcoinMessageSignature {
  address: string
  protocol: BitcoinMessageProtocol
  /** The BIP-322 witness stack serialization, or the 65-byte BIP-137 signature. */
  signature: Uint8Array
  /** BIP-322's tagged message hash, or the "Bitcoin Signed Message" double SHA-256. */
  messageHash: Uint8Array
}

/**
 * Signs `message` with the key's `address` on `network`. BIP-322 works for both addresses; ECDSA
 * only for the P2WPKH one (a P2TR key signs Schnorr). Throws 4100 for an address of another key.
 */
export function signBitcoinMessage(
  key: BitcoinKey,
  network: BitcoinNetworkName,
  request: { address: string; message: Uint8Array | string; protocol: BitcoinMessageProtocol },
): BitcoinMessageSignature {
  const entry = key.addressOf(request.address, network)
  if (!entry) {
    throw new WalletRpcError(
      RpcErrorCode.UNAUTHORIZED,
      `The address ${request.address} is not this wallet's.`,
    )
  }
  if (request.protocol === 'ecdsa') {
    if (entry.addressType !== 'p2wpkh') {
      throw new WalletRpcError(
        RpcErrorCode.INVALID_PARAMS,
        'ECDSA message signatures need a P2WPKH address; sign with BIP-322 for a P2TR one.',
      )
    }
    return {
      address: entry.address,
      protocol: 'ecdsa',
      signature: signBip137(key.secretKey, request.message, 'p2wpkh'),
      messageHash: bitcoinSignedMessageHash(messageBytes(request.message)),
    }
  }
  return {
    address: entry.address,
    protocol: 'bip322',
    signature: signBip322Simple({
      secretKey: key.secretKey,
      script: entry.script,
      ...(entry.addressType === 'p2tr' ? { tapInternalKey: key.xOnlyPublicKey } : {}),
      message: request.message,
    }),
    messageHash: bip322MessageHash(messageBytes(request.message)),
  }
}
