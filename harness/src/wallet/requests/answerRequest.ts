import { RpcErrorCode } from '@gatehouse/common'
import { isAddressEqual, isHex, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { sendDevTransaction, type DevTransaction } from './sendDevTransaction'
import { WalletRpcError } from './WalletRpcError'

/** What answering one request needs from the wallet around it. */
export interface RequestContext {
  account: PrivateKeyAccount
  /** The chain the dapp addressed the request to. */
  chainId: number
  /** The node of a configured chain; undefined for a chain the wallet does not know. */
  rpcUrl(chainId: number): string | undefined
  /** Makes `chainId` the session's chain (session update and chainChanged). */
  switchChain(chainId: number): Promise<void>
  /** Adds a chain the dapp described with wallet_addEthereumChain. */
  addChain(chainId: number, rpcUrl: string): void
}

/** An EVM request as a session carries it. */
export interface WalletRequest {
  method: string
  params?: unknown
}

/** The error a wallet answers when the person declines (EIP-1193). */
export function userRejectedError(): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.USER_REJECTED, 'User rejected the request.')
}

/**
 * Answers an approved EVM request with the account: signs messages and typed data, signs and sends
 * transactions to the chain's node, switches and adds chains. Throws a WalletRpcError with the
 * EIP-1193 code the dapp should see (4100 wrong account, 4200 unsupported method, 4901 unknown chain
 * of a transaction, 4902 unknown chain to switch to).
 */
export async function answerRequest(request: WalletRequest, context: RequestContext): Promise<unknown> {
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  switch (request.method) {
    case 'personal_sign': {
      // Spec order is [message, address]; some dapps swap them, so take whichever is not the account.
      const [first, second] = params
      const message = isOwnAddress(context, first) && !isOwnAddress(context, second) ? second : first
      return signMessage(context, message)
    }
    case 'eth_sign':
      requireOwnAddress(context, params[0])
      // Signed with the EIP-191 prefix like personal_sign, never as a raw hash: a raw eth_sign
      // signature can authorize a transaction, which no sample wallet should hand out.
      return signMessage(context, params[1])
    case 'eth_signTypedData_v4': {
      requireOwnAddress(context, params[0])
      const typedData = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]
      return context.account.signTypedData(typedData)
    }
    case 'eth_sendTransaction':
      return sendTransaction(context, params[0] as TransactionRequest | undefined)
    case 'wallet_switchEthereumChain': {
      const chainId = chainIdParam(params[0])
      if (!context.rpcUrl(chainId)) {
        throw new WalletRpcError(
          RpcErrorCode.SWITCH_CHAIN_ERROR,
          `Unrecognized chain ID ${numberToHex(chainId)}.`,
        )
      }
      await context.switchChain(chainId)
      return null
    }
    case 'wallet_addEthereumChain': {
      const chainId = chainIdParam(params[0])
      const rpcUrl = (params[0] as { rpcUrls?: unknown[] }).rpcUrls?.[0]
      if (!context.rpcUrl(chainId)) {
        if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
          throw new WalletRpcError(RpcErrorCode.INVALID_PARAMS, 'The chain needs an http(s) RPC URL.')
        }
        context.addChain(chainId, rpcUrl)
      }
      // Like MetaMask, adding a chain also switches to it.
      await context.switchChain(chainId)
      return null
    }
    default:
      throw new WalletRpcError(
        RpcErrorCode.UNSUPPORTED_METHOD,
        `The method ${request.method} is not supported.`,
      )
  }
}

type TransactionRequest = DevTransaction & { from?: string }

async function sendTransaction(context: RequestContext, transaction: TransactionRequest | undefined) {
  if (!transaction) throw new WalletRpcError(RpcErrorCode.INVALID_PARAMS, 'The transaction is missing.')
  if (transaction.from !== undefined) requireOwnAddress(context, transaction.from)
  const rpcUrl = context.rpcUrl(context.chainId)
  if (!rpcUrl) {
    throw new WalletRpcError(
      RpcErrorCode.CHAIN_DISCONNECTED,
      `The wallet is not connected to chain ${context.chainId}.`,
    )
  }
  return sendDevTransaction(context.account, rpcUrl, transaction)
}

function signMessage(context: RequestContext, message: unknown) {
  if (typeof message !== 'string')
    throw new WalletRpcError(RpcErrorCode.INVALID_PARAMS, 'The message is missing.')
  return context.account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

function chainIdParam(parameter: unknown): number {
  const chainId = Number((parameter as { chainId?: unknown } | undefined)?.chainId)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new WalletRpcError(RpcErrorCode.INVALID_PARAMS, 'The chain ID is missing or invalid.')
  }
  return chainId
}

function isOwnAddress(context: RequestContext, value: unknown): boolean {
  return (
    typeof value === 'string' &&
    isHex(value) &&
    value.length === 42 &&
    isAddressEqual(value, context.account.address)
  )
}

function requireOwnAddress(context: RequestContext, value: unknown) {
  if (!isOwnAddress(context, value)) {
    throw new WalletRpcError(RpcErrorCode.UNAUTHORIZED, 'The requested account has not been authorized.')
  }
}
