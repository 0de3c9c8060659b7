import { bip322ToSign } from '@gatehouse/siwx'
import { RawWitness } from '@scure/btc-signer'

/** The bytes of a message: text is signed as UTF-8. */
export function messageBytes(message: Uint8Array | string): Uint8Array {
  return typeof message === 'string' ? new TextEncoder().encode(message) : message
}

/** What a BIP-322 "simple" signature needs: the key, the address's script and, for P2TR, the internal key. */
export interface Bip322SimpleRequest {
  secretKey: Uint8Array
  /** The output script of the signing address (P2WPKH or P2TR key path). */
  script: Uint8Array
  /** The x-only internal key, for a P2TR address. */
  tapInternalKey?: Uint8Array
  message: Uint8Array | string
  /** BIP-340 auxiliary randomness for P2TR; ECDSA is RFC 6979 deterministic without it. */
  auxRand?: Uint8Array
}

/**
 * Signs a message the BIP-322 "simple" way: signs `to_sign` input 0 (built by @gatehouse/siwx, whose
 * verifier checks the same transaction) as an ordinary segwit spend (SIGHASH_ALL for P2WPKH,
 * SIGHASH_DEFAULT for P2TR) and answers the consensus-encoded witness stack. Base64 of these bytes
 * is the unprefixed simple signature wallets exchange.
 */
export function signBip322Simple(request: Bip322SimpleRequest): Uint8Array {
  const toSign = bip322ToSign(
    messageBytes(request.message),
    request.script,
    request.tapInternalKey ? { tapInternalKey: request.tapInternalKey } : {},
  )
  if (!toSign.signIdx(request.secretKey, 0, undefined, request.auxRand)) {
    throw new Error('The key cannot sign for this address.')
  }
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('Signing left no witness.')
  return RawWitness.encode(witness)
}
