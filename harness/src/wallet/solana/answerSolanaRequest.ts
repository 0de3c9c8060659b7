import { RpcErrorCode } from '@gatehouse/common'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import type { WalletRequest } from '../requests/answerRequest'
import { WalletRpcError } from '../requests/WalletRpcError'
import type { SolanaSigner } from './solanaSigner'
import {
  readWireTransaction,
  signTransaction,
  transactionSignature,
  writeWireTransaction,
  type WireTransaction,
} from './solanaTransaction'

/** What answering a Solana request needs from the wallet around it. */
export interface SolanaRequestContext {
  signer: SolanaSigner
  /** The node of the cluster the dapp addressed; undefined for a cluster the wallet does not know. */
  rpcUrl: string | undefined
  /** Sends a signed base64 transaction to `rpcUrl`; resolves with the node's answer (its signature). */
  send?: (rpcUrl: string, base64: string) => Promise<string>
}

type Params = Record<string, unknown>

/**
 * Answers an approved Solana request with WalletConnect's documented shapes: solana_signMessage
 * (base58 message in, base58 signature out), solana_signTransaction and solana_signAllTransactions
 * (base64 or base58 transactions in, signed ones out in the same encoding), and
 * solana_signAndSendTransaction (signs, sends to the cluster's node, answers the signature).
 */
export async function answerSolanaRequest(
  request: WalletRequest,
  context: SolanaRequestContext,
): Promise<unknown> {
  const params = (request.params && typeof request.params === 'object' ? request.params : {}) as Params
  switch (request.method) {
    case 'solana_signMessage': {
      if (params['pubkey'] !== undefined && params['pubkey'] !== context.signer.address) throw unauthorized()
      const message = decodeBase58(params['message'], 'The message is missing or not base58.')
      return { signature: getBase58Decoder().decode(context.signer.sign(message)) }
    }
    case 'solana_signTransaction': {
      const signed = signWire(context, params['transaction'])
      return {
        signature: transactionSignature(signed.transaction),
        transaction: writeWireTransaction(signed.transaction, signed.encoding),
      }
    }
    case 'solana_signAllTransactions': {
      const transactions = params['transactions']
      if (!Array.isArray(transactions) || transactions.length === 0) {
        throw new WalletRpcError(RpcErrorCode.INVALID_PARAMS, 'The transactions are missing.')
      }
      return {
        transactions: transactions.map((text) => {
          const signed = signWire(context, text)
          return writeWireTransaction(signed.transaction, signed.encoding)
        }),
      }
    }
    case 'solana_signAndSendTransaction': {
      const signed = signWire(context, params['transaction'])
      if (!context.rpcUrl) {
        throw new WalletRpcError(
          RpcErrorCode.CHAIN_DISCONNECTED,
          'The wallet is not connected to this cluster.',
        )
      }
      const send = context.send ?? sendSolanaTransaction
      const signature = await send(context.rpcUrl, writeWireTransaction(signed.transaction, 'base64'))
      return { signature }
    }
    default:
      throw new WalletRpcError(
        RpcErrorCode.UNSUPPORTED_METHOD,
        `The method ${request.method} is not supported.`,
      )
  }
}

function signWire(context: SolanaRequestContext, text: unknown): WireTransaction {
  const wire = readWireTransaction(text)
  if (!wire)
    throw new WalletRpcError(RpcErrorCode.INVALID_PARAMS, 'The transaction is missing or unreadable.')
  const transaction = signTransaction(wire.transaction, context.signer.address, context.signer.sign)
  if (!transaction) throw unauthorized()
  return { transaction, encoding: wire.encoding }
}

function decodeBase58(value: unknown, problem: string): Uint8Array {
  try {
    if (typeof value !== 'string' || value === '') throw new Error(problem)
    return getBase58Encoder().encode(value) as Uint8Array
  } catch {
    throw new WalletRpcError(RpcErrorCode.INVALID_PARAMS, problem)
  }
}

function unauthorized(): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.UNAUTHORIZED, 'The requested account has not been authorized.')
}

/** Sends a signed transaction with the node's `sendTransaction`; rejects with the node's error. */
export async function sendSolanaTransaction(rpcUrl: string, base64: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64, { encoding: 'base64', preflightCommitment: 'confirmed' }],
    }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (typeof body.result === 'string') return body.result
  throw new WalletRpcError(
    RpcErrorCode.TRANSACTION_REJECTED,
    `The cluster refused the transaction: ${body.error?.message ?? response.statusText}`,
  )
}
