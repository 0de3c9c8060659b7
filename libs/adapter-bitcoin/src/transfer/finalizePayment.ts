import { Transaction } from '@scure/btc-signer'
import { unreadableAnswer } from '../connectors/walletErrors'
import { bytesOfBase64, hexOf } from '../encoding/bytes'

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * The raw transaction of a PSBT the wallet signed: it must be the transaction asked for (same
 * inputs, outputs and amounts: a wallet may add signatures, nothing else), and each input is
 * finalized unless the wallet did so already.
 * @throws GatehouseError 'WalletAnswerUnreadable' for a PSBT that is unreadable, another
 * transaction, or missing a signature.
 */
export function finalizeSignedPsbt(
  unsigned: Uint8Array,
  signedBase64: string,
): { hex: string; txid: string } {
  let signed: Transaction
  try {
    signed = Transaction.fromPSBT(bytesOfBase64(signedBase64))
  } catch (error) {
    throw unreadableAnswer(`the signed PSBT cannot be read: ${String(error)}`)
  }
  if (!equal(signed.unsignedTx, Transaction.fromPSBT(unsigned).unsignedTx))
    throw unreadableAnswer('the wallet signed another transaction than the one asked for')
  for (let index = 0; index < signed.inputsLength; index++) {
    const input = signed.getInput(index)
    if (input.finalScriptWitness || input.finalScriptSig) continue
    try {
      signed.finalizeIdx(index)
    } catch (error) {
      throw unreadableAnswer(`input ${index} cannot be finalized: ${String(error)}`)
    }
  }
  let raw: Uint8Array
  try {
    raw = signed.extract()
  } catch (error) {
    throw unreadableAnswer(`the transaction cannot be extracted: ${String(error)}`)
  }
  return { hex: hexOf(raw), txid: signed.id }
}
