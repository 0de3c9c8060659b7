import { RpcErrorCode } from '@gatehouse/common'
import { SigHash, Transaction } from '@scure/btc-signer'
import { WalletRpcError } from '../requests/WalletRpcError'
import type { BitcoinKey, BitcoinKeyAddress } from './bitcoinKey'
import type { BitcoinNetworkName } from './bitcoinNetworks'

/** One input a dapp asks the wallet to sign. */
export interface BitcoinInputToSign {
  index: number
  /** The address whose key signs; when given, the input must spend from it. */
  address?: string
  /** Allowed sighash types (numbers, e.g. 1 = ALL, 0x81 = ALL|ANYONECANPAY); ALL by default. */
  sighashTypes?: readonly number[]
}

function invalid(message: string): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.INVALID_PARAMS, message)
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/** Reads a PSBT; outputs of any script (OP_RETURN memos) are allowed. */
export function readPsbt(psbt: Uint8Array): Transaction {
  try {
    return Transaction.fromPSBT(psbt, { allowUnknownOutputs: true, allowUnknownInputs: true })
  } catch (error) {
    throw invalid(`The PSBT cannot be read: ${(error as Error).message}`)
  }
}

/** The script an input spends, from its witness UTXO or its full previous transaction. */
function spentScript(tx: Transaction, index: number): Uint8Array | undefined {
  const input = tx.getInput(index)
  return input.witnessUtxo?.script ?? input.nonWitnessUtxo?.outputs[input.index ?? -1]?.script
}

/** The wallet's address an input spends from, checked against the address the dapp named. */
function signingAddress(
  key: BitcoinKey,
  network: BitcoinNetworkName,
  tx: Transaction,
  request: BitcoinInputToSign,
): BitcoinKeyAddress {
  if (!Number.isSafeInteger(request.index) || request.index < 0 || request.index >= tx.inputsLength) {
    throw invalid(`The PSBT has no input ${request.index}.`)
  }
  const script = spentScript(tx, request.index)
  if (!script) throw invalid(`Input ${request.index} carries no witness UTXO to sign against.`)
  const own = key.addresses(network).find((entry) => sameBytes(entry.script, script))
  if (request.address !== undefined) {
    const named = key.addressOf(request.address, network)
    if (!named) {
      throw new WalletRpcError(
        RpcErrorCode.UNAUTHORIZED,
        `The address ${request.address} is not this wallet's.`,
      )
    }
    if (own?.address !== named.address) {
      throw invalid(`Input ${request.index} does not spend from ${request.address}.`)
    }
  }
  if (!own) throw invalid(`Input ${request.index} does not spend from this wallet's addresses.`)
  return own
}

/** The sighash types a signature may use; for taproot, ALL also allows DEFAULT (the same commitment). */
function allowedSighash(types: readonly number[] | undefined, taproot: boolean): number[] {
  const allowed = types && types.length > 0 ? [...types] : [SigHash.ALL]
  if (taproot && allowed.includes(SigHash.ALL)) allowed.push(SigHash.DEFAULT)
  return allowed
}

/**
 * Signs the PSBT's inputs `inputs` (every input spending from the key's addresses when undefined)
 * with the key of the address each spends from: P2WPKH with ECDSA, P2TR key path with Schnorr (the
 * internal key is added when missing). Inputs stay unfinalized unless `finalize` is set, so another
 * party can still sign. Throws -32602 for an input that is not the wallet's, 4100 for a foreign address.
 */
export function signBitcoinPsbt(
  key: BitcoinKey,
  network: BitcoinNetworkName,
  psbt: Uint8Array,
  inputs: readonly BitcoinInputToSign[] | undefined,
  options: { finalize?: boolean } = {},
): Transaction {
  const tx = readPsbt(psbt)
  const requests = inputs ?? ownInputs(key, network, tx)
  if (requests.length === 0) throw invalid('The PSBT has no input this wallet can sign.')
  const done = new Set<number>()
  for (const request of requests) {
    const own = signingAddress(key, network, tx, request)
    if (done.has(request.index)) continue
    done.add(request.index)
    const taproot = own.addressType === 'p2tr'
    const input = tx.getInput(request.index)
    if (taproot && !input.tapInternalKey)
      tx.updateInput(request.index, { tapInternalKey: key.xOnlyPublicKey })
    const allowed = allowedSighash(request.sighashTypes, taproot)
    const effective = input.sighashType ?? (taproot ? SigHash.DEFAULT : SigHash.ALL)
    if (input.sighashType === undefined && !allowed.includes(effective)) {
      tx.updateInput(request.index, { sighashType: allowed[0] })
    }
    try {
      if (!tx.signIdx(key.secretKey, request.index, allowed)) {
        throw new Error('the key does not match the input')
      }
      if (options.finalize) tx.finalizeIdx(request.index)
    } catch (error) {
      throw invalid(`Input ${request.index} cannot be signed: ${(error as Error).message}`)
    }
  }
  return tx
}

function ownInputs(key: BitcoinKey, network: BitcoinNetworkName, tx: Transaction): BitcoinInputToSign[] {
  const scripts = key.addresses(network).map((entry) => entry.script)
  const own: BitcoinInputToSign[] = []
  for (let index = 0; index < tx.inputsLength; index++) {
    const script = spentScript(tx, index)
    if (script && scripts.some((candidate) => sameBytes(candidate, script))) own.push({ index })
  }
  return own
}

/**
 * Finalizes every input not final yet (the wallet's own, signed with `finalize`, already are:
 * btc-signer's `finalize()` would redo them without their signatures). Throws -32602 while an input
 * still lacks its signature, so a transaction is broadcast only whole.
 */
export function finalizeBitcoinTransaction(tx: Transaction): void {
  try {
    for (let index = 0; index < tx.inputsLength; index++) {
      const input = tx.getInput(index)
      if (!input.finalScriptWitness && !input.finalScriptSig) tx.finalizeIdx(index)
    }
  } catch (error) {
    throw invalid(
      `The transaction cannot be broadcast before every input is signed: ${(error as Error).message}`,
    )
  }
}
