import { getBase58Encoder, getBase64Encoder } from '@solana/kit'
import type { LandedTransaction, Simulation } from '../ledger/SolanaLedger'
import { transactionErrorText } from '../ledger/transactionError'
import { decodeWireTransaction, type WireTransaction } from '../ledger/wireTransaction'
import { accountOptions, encodeAccount, withContext } from './accountEncoding'
import { invalidParams, RpcError, rpcErrorCodes } from './rpcProtocol'
import { addressParam, arrayParam, configParam, enumOption, integerOption, signatureParam, stringParam, type RpcParams } from './rpcParams'
import type { RpcMethods, SolanaRpcContext } from './SolanaRpcContext'
import { encodeTransaction, transactionEncodings } from './transactionEncoding'

const maxSignatureStatuses = 256
const maxSignaturesForAddress = 1000

function wireParam(params: RpcParams, config: Record<string, unknown>): WireTransaction {
  const encoding = enumOption(config, 'encoding', ['base58', 'base64'], 'base58')
  const text = stringParam(params, 0)
  try {
    const bytes = encoding === 'base64' ? getBase64Encoder().encode(text) : getBase58Encoder().encode(text)
    return decodeWireTransaction(new Uint8Array(bytes))
  } catch (error) {
    throw invalidParams(`failed to deserialize the ${encoding} transaction: ${(error as Error).message}`)
  }
}

/** The `RpcSimulateTransactionResult` of a simulation (also the data of a preflight failure). */
function simulationResult(simulation: Simulation, accounts: unknown[] | null) {
  return {
    accounts,
    err: simulation.err,
    innerInstructions: null,
    logs: simulation.logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: simulation.unitsConsumed,
  }
}

function preflightFailure(simulation: Simulation): RpcError {
  if (simulation.err === 'SignatureFailure') {
    return new RpcError(-32003, 'Transaction signature verification failure')
  }
  const reason = simulation.err ? transactionErrorText(simulation.err) : 'unknown error'
  return new RpcError(
    rpcErrorCodes.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${reason}`,
    simulationResult(simulation, null),
  )
}

function signatureStatus(landed: LandedTransaction | undefined) {
  if (!landed) return null
  return {
    confirmationStatus: 'finalized',
    confirmations: null,
    err: landed.err,
    slot: landed.slot,
    status: landed.err ? { Err: landed.err } : { Ok: null },
  }
}

/** The transaction methods: send, simulate, statuses, a transaction, an address's history. */
export function transactionMethods({ ledger }: SolanaRpcContext): RpcMethods {
  return {
    sendTransaction: (params) => {
      const config = configParam(params, 1)
      const wire = wireParam(params, config)
      const signature = wire.signatures[0] ?? ''
      if (config.skipPreflight !== true) {
        const simulation = ledger.simulate(wire)
        if (simulation.err) throw preflightFailure(simulation)
      }
      ledger.commit(wire)
      return signature
    },
    simulateTransaction: (params) => {
      const config = configParam(params, 1)
      const wire = wireParam(params, config)
      const replaceRecentBlockhash = config.replaceRecentBlockhash === true
      if (replaceRecentBlockhash && config.sigVerify === true) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const simulation = ledger.simulateWith(wire, { replaceRecentBlockhash, sigVerify: config.sigVerify === true })
      const wanted = configParam([config.accounts], 0)
      const addresses = wanted.addresses === undefined ? undefined : arrayParam([wanted.addresses], 0)
      const accounts = addresses
        ? addresses.map((_key, index) => {
            const key = addressParam(addresses, index)
            const account = simulation.postAccounts.find((candidate) => candidate.address === key) ?? ledger.account(key)
            return account ? encodeAccount(ledger, account, accountOptions(wanted, 'base64')) : null
          })
        : null
      return withContext(ledger, {
        ...simulationResult(simulation, accounts),
        replacementBlockhash: replaceRecentBlockhash ? ledger.latestBlockhash() : null,
      })
    },
    getSignatureStatuses: (params) => {
      const signatures = arrayParam(params, 0)
      if (signatures.length > maxSignatureStatuses) throw invalidParams(`at most ${maxSignatureStatuses} signatures`)
      return withContext(
        ledger,
        signatures.map((signature, index) => signatureStatus(ledger.transaction(signatureParam(signature, index)))),
      )
    },
    getTransaction: (params) => {
      const signature = signatureParam(params[0], 0)
      const config = configParam(params, 1)
      const encoding = enumOption(config, 'encoding', transactionEncodings, 'json')
      const maxVersion = integerOption(config, 'maxSupportedTransactionVersion')
      const landed = ledger.transaction(signature)
      if (!landed) return null
      const version = landed.wire.message.version
      if (version !== 'legacy' && (maxVersion === undefined || version > maxVersion)) {
        throw new RpcError(
          -32015,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      const encoded = encodeTransaction(landed, encoding)
      if (maxVersion !== undefined) return encoded
      const { version: _omitted, ...withoutVersion } = encoded
      return withoutVersion
    },
    getSignaturesForAddress: (params) => {
      const owner = addressParam(params, 0)
      const config = configParam(params, 1)
      const limit = integerOption(config, 'limit') ?? maxSignaturesForAddress
      if (limit < 1 || limit > maxSignaturesForAddress) throw invalidParams(`limit must be 1 to ${maxSignaturesForAddress}`)
      const before = config.before === undefined ? undefined : signatureParam(config.before, 1)
      const until = config.until === undefined ? undefined : signatureParam(config.until, 1)
      let history = ledger.transactionsOf(owner)
      if (before) {
        const index = history.findIndex((landed) => landed.signature === before)
        history = index < 0 ? [] : history.slice(index + 1)
      }
      if (until) {
        const index = history.findIndex((landed) => landed.signature === until)
        if (index >= 0) history = history.slice(0, index)
      }
      return history.slice(0, limit).map((landed) => ({
        blockTime: landed.blockTime,
        confirmationStatus: 'finalized',
        err: landed.err,
        memo: null,
        signature: landed.signature,
        slot: landed.slot,
      }))
    },
  }
}
