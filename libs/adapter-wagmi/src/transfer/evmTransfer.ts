import type { TransferRequest } from '@gatehouse/controllers'
import type { EvmContractWriteRequest, EvmTransactionRequest } from './evmTransactions'
import { erc20TransferAbi, isUsdtToken, usdtTransferAbi } from './tokenTransferAbi'

/** A transfer as EVM sends it: a plain transaction for ether, a `transfer` call for a token. */
export type EvmTransfer =
  { kind: 'native'; request: EvmTransactionRequest } | { kind: 'token'; request: EvmContractWriteRequest }

/**
 * The kit's transfer as EVM says it: ether as the transaction's value; a token as its contract's
 * `transfer` (Tether's own ABI for USDT), the token's address being the contract's.
 */
export function evmTransferOf(request: TransferRequest): EvmTransfer {
  const to = request.to as `0x${string}`
  const { token } = request
  if (!token) return { kind: 'native', request: { to, value: request.amount } }
  return {
    kind: 'token',
    request: {
      address: token.address as `0x${string}`,
      abi: isUsdtToken(token.symbol) ? usdtTransferAbi : erc20TransferAbi,
      functionName: 'transfer',
      args: [to, request.amount],
    },
  }
}
