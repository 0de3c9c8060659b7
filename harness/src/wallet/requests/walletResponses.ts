import { RpcErrorCode } from '@gatehouse/common'
import { WalletRpcError } from './WalletRpcError'
import { userRejectedError } from './answerRequest'
import { methodLabel } from './methodLabels'

/** The JSON-RPC answer the wallet sent for a session request. */
export type WalletResponse =
  | { id: number; jsonrpc: '2.0'; result: unknown }
  | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }

export function resultResponse(id: number, result: unknown): WalletResponse {
  return { id, jsonrpc: '2.0', result }
}

/** The error answer for what answering threw: its EIP-1193 code, or -32603 for anything unexpected. */
export function errorResponse(id: number, error: unknown): WalletResponse {
  const code = error instanceof WalletRpcError ? error.code : RpcErrorCode.INTERNAL_ERROR
  return { id, jsonrpc: '2.0', error: { code, message: (error as Error)?.message ?? String(error) } }
}

/** The answer to a request the person declined (4001). */
export function rejectionResponse(id: number): WalletResponse {
  return errorResponse(id, userRejectedError())
}

/** The activity line after a request was answered. */
export function answeredMessage(
  method: string,
  peer: string,
  response: WalletResponse,
  chainId: number | string,
): string {
  if ('error' in response) return `${methodLabel(method)} for ${peer} failed: ${response.error.message}`
  switch (method) {
    case 'eth_sendTransaction':
      return `Sent transaction ${String(response.result)} for ${peer} on chain ${chainId}.`
    case 'solana_signAndSendTransaction':
      return `Sent transaction ${String((response.result as { signature?: unknown } | null)?.signature)} for ${peer} on ${chainId}.`
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain':
      return `Answered ${peer}'s network request.`
    default:
      return `${methodLabel(method)}: done for ${peer}.`
  }
}
