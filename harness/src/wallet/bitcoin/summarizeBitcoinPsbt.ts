import { base64, hex } from '@scure/base'
import { Address, OutScript } from '@scure/btc-signer'
import { bitcoinNetworkFormat, type BitcoinNetworkName } from './bitcoinNetworks'
import { readPsbt } from './signBitcoinPsbt'

/** What a PSBT spends and pays, in terms a person can check before signing. */
export interface BitcoinPsbtSummary {
  /** Each input's address (when its script has one) and value in sats (when the PSBT carries it). */
  inputs: { address: string | undefined; sats: bigint | undefined }[]
  /** Each output: an address, or the hex data of an OP_RETURN memo. */
  outputs: { address: string | undefined; memo: string | undefined; sats: bigint }[]
  /** Inputs minus outputs; undefined when an input's value is unknown. */
  feeSats: bigint | undefined
}

function addressOf(script: Uint8Array, network: BitcoinNetworkName): string | undefined {
  try {
    return Address(bitcoinNetworkFormat(network)).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

function memoOf(script: Uint8Array): string | undefined {
  // OP_RETURN, then one push of the data.
  if (script[0] !== 0x6a) return undefined
  const length = script[1] ?? 0
  return hex.encode(length === 0x4c ? script.slice(3) : script.slice(2))
}

/** Reads a base64 PSBT's inputs, outputs and fee for `network`'s address format; throws when unreadable. */
export function summarizeBitcoinPsbt(psbtBase64: string, network: BitcoinNetworkName): BitcoinPsbtSummary {
  const tx = readPsbt(base64.decode(psbtBase64))
  const inputs: BitcoinPsbtSummary['inputs'] = []
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    const prevout = input.witnessUtxo ?? input.nonWitnessUtxo?.outputs[input.index ?? -1]
    inputs.push({
      address: prevout ? addressOf(prevout.script, network) : undefined,
      sats: prevout?.amount,
    })
  }
  const outputs: BitcoinPsbtSummary['outputs'] = []
  for (let index = 0; index < tx.outputsLength; index++) {
    const output = tx.getOutput(index)
    const script = output.script ?? new Uint8Array()
    outputs.push({ address: addressOf(script, network), memo: memoOf(script), sats: output.amount ?? 0n })
  }
  const known = inputs.every((input) => input.sats !== undefined)
  const spent = inputs.reduce((sum, input) => sum + (input.sats ?? 0n), 0n)
  const paid = outputs.reduce((sum, output) => sum + output.sats, 0n)
  return { inputs, outputs, feeSats: known ? spent - paid : undefined }
}
