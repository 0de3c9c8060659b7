import { Address, OutScript, p2sh, p2tr, p2wpkh } from '@scure/btc-signer'
import type { BitcoinAddressFormat } from '@gatehouse/common'
import { bytesOfHex } from '../encoding/bytes'
import { unsupportedPaymentAddress } from './transferErrors'
import type { SpendKind } from './transactionSize'

/** How the payment address's coins are spent: their script, their kind, what each input carries. */
export interface PaymentSpend {
  kind: SpendKind
  /** The address's output script (also the change's). */
  script: Uint8Array
  /** P2SH-P2WPKH: the redeem script. */
  redeemScript?: Uint8Array | undefined
  /** P2TR: the x-only internal key. */
  tapInternalKey?: Uint8Array | undefined
}

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

function keyOf(publicKey: string | undefined, address: string, kind: string): Uint8Array {
  if (!publicKey)
    throw unsupportedPaymentAddress(address, `a ${kind} address needs the wallet to share its public key`)
  try {
    return bytesOfHex(publicKey)
  } catch {
    throw unsupportedPaymentAddress(address, 'the wallet’s public key is not hex')
  }
}

/** True when spending the address needs its public key (P2SH-P2WPKH, P2TR). */
export function needsPublicKey(address: string, format: BitcoinAddressFormat): boolean {
  try {
    const type = Address(format).decode(address).type
    return type === 'sh' || type === 'tr'
  } catch {
    return false
  }
}

/**
 * How to spend the coins of a payment address on a network: P2WPKH (the witness UTXO suffices),
 * P2SH-P2WPKH and P2TR key path (checked against the wallet's public key, which must produce the
 * address), P2PKH (each input then carries its whole previous transaction).
 * @throws an error naming the address when it is of another kind or the key does not match.
 */
export function paymentSpendOf(
  address: string,
  publicKey: string | undefined,
  format: BitcoinAddressFormat,
): PaymentSpend {
  let decoded
  try {
    decoded = Address(format).decode(address)
  } catch {
    throw unsupportedPaymentAddress(address, 'it is not an address of this network')
  }
  const script = OutScript.encode(decoded)
  switch (decoded.type) {
    case 'wpkh':
      return { kind: 'wpkh', script }
    case 'pkh':
      return { kind: 'pkh', script }
    case 'sh': {
      const key = keyOf(publicKey, address, 'P2SH')
      let inner
      try {
        inner = p2wpkh(key, format)
      } catch {
        throw unsupportedPaymentAddress(address, 'the wallet’s public key is not a compressed key')
      }
      if (!equal(p2sh(inner, format).script, script))
        throw unsupportedPaymentAddress(address, 'only P2SH-wrapped P2WPKH of the wallet’s key is supported')
      return { kind: 'sh-wpkh', script, redeemScript: inner.script }
    }
    case 'tr': {
      const key = keyOf(publicKey, address, 'taproot')
      const xOnly = key.length === 33 ? key.slice(1) : key
      let derived
      try {
        derived = p2tr(xOnly, undefined, format)
      } catch {
        throw unsupportedPaymentAddress(address, 'the wallet’s public key is not a taproot key')
      }
      if (!equal(derived.script, script))
        throw unsupportedPaymentAddress(address, 'the wallet’s key is not the address’s internal key')
      return { kind: 'tr', script, tapInternalKey: xOnly }
    }
    default:
      throw unsupportedPaymentAddress(address, `${decoded.type.toUpperCase()} addresses are not supported`)
  }
}
