import { p2pkh, p2sh, p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import {
  bitcoinAddressFormat,
  bitcoinLocalnet,
  bitcoinTestnet,
  type BitcoinAddressFormat,
} from '@gatehouse/common'
import { base64Of, bytesOfBase64, hexOf } from '../encoding/bytes'

/** The value, or a failed test when it is missing. */
export function defined<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`The test expected ${what}`)
  return value
}

/** The regtest address format (bcrt1…, m/n, 2…). */
export const regtest = defined(bitcoinAddressFormat(bitcoinLocalnet.caipNetworkId))

/** The testnet address format (tb1…). */
export const testnet = defined(bitcoinAddressFormat(bitcoinTestnet.caipNetworkId))

/** A key of a test wallet and its addresses of every kind on a network (regtest by default). */
export function testKey(seed = 1, format: BitcoinAddressFormat = regtest) {
  const privateKey = new Uint8Array(32)
  privateKey[31] = seed
  privateKey[0] = 0x11
  const publicKey = pubECDSA(privateKey)
  const xOnly = publicKey.slice(1)
  return {
    privateKey,
    publicKey: hexOf(publicKey),
    xOnlyKey: hexOf(xOnly),
    wpkh: defined(p2wpkh(publicKey, format).address),
    shWpkh: defined(p2sh(p2wpkh(publicKey, format), format).address),
    tr: defined(p2tr(xOnly, undefined, format).address),
    pkh: defined(p2pkh(publicKey, format).address),
  }
}

/** Signs every input of a PSBT (base64) it can with `privateKey`, as a wallet does; not finalized. */
export function signPsbt(privateKey: Uint8Array, psbt: string, indexes?: readonly number[]): string {
  const tx = Transaction.fromPSBT(bytesOfBase64(psbt))
  const wanted = indexes ?? Array.from({ length: tx.inputsLength }, (_, index) => index)
  for (const index of wanted) tx.signIdx(privateKey, index)
  return base64Of(tx.toPSBT())
}

/** A random-looking txid for test coins. */
export const txidOf = (n: number) => n.toString(16).padStart(2, '0').repeat(32)
