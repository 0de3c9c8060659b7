import { encodeFunctionData, type Abi } from 'viem'
import type { EvmFeeRequest, EvmTransactionRequest } from '../transfer/evmTransactions'

/**
 * The transaction a fee estimate is for: a plain transaction as it is, a contract write as the call
 * to its contract with the encoded function data (an ERC-20 `transfer` costs more gas than a send).
 */
export function feeRequestTransaction(request: EvmFeeRequest): EvmTransactionRequest {
  if (!('abi' in request)) return request
  const data = encodeFunctionData({
    abi: request.abi as Abi,
    functionName: request.functionName,
    args: request.args,
  })
  return { to: request.address, data }
}

/**
 * The most a transaction of `gas` may cost: EIP-1559's max fee per gas when the chain has one, else
 * the legacy gas price. A node refuses a transaction whose value plus this exceeds the balance.
 */
export function transactionFee(gas: bigint, fees: { maxFeePerGas?: bigint; gasPrice?: bigint }): bigint {
  return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
}
