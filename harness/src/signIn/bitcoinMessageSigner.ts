import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { p2tr, p2wpkh, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { bitcoinAddressFormatOfPrefix, type BitcoinAddressFormat } from '@gatehouse/common'

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

const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/**
 * A BIP-322 simple signature (base64, unprefixed, as wallets answer) of `message` by `secretKey`
 * for its output `script`, made with @scure/btc-signer's own signing the way a wallet does: the
 * service verifies it with its own code (verifyBitcoinMessageSignature of @gatehouse/siwx).
 */
export function signBip322(
  secretKey: Uint8Array,
  script: Uint8Array,
  message: string,
  tapInternalKey?: Uint8Array,
): string {
  const bytes = new TextEncoder().encode(message)
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', sha256(Uint8Array.of(...tag, ...tag, ...bytes))]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(secretKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness ?? []
  return Buffer.from(RawWitness.encode(witness)).toString('base64')
}
