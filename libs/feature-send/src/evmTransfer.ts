import { ErrorMessage, GatehouseError } from '@gatehouse/common'
import {
  hasEvmTransactions,
  type EvmContractWriteRequest,
  type EvmTransactionRequest,
  type FeatureContext,
} from '@gatehouse/controllers'
import { erc20TransferAbi, isUsdtToken, usdtTransferAbi } from './tokenTransferAbi'
import type { ValidSend } from './validateSend'

/** An EVM send as the adapter takes it: a plain transaction for ether, a `transfer` call for a token. */
export type EvmTransfer =
  { kind: 'native'; request: EvmTransactionRequest } | { kind: 'token'; request: EvmContractWriteRequest }

/** The transaction of a send: the contract's `transfer` (Tether's own ABI for USDT) for a token. */
export function evmTransferOf(send: ValidSend): EvmTransfer {
  const to = send.receiver as `0x${string}`
  const contract = send.token?.address?.split(':')[2]
  if (!contract) return { kind: 'native', request: { to, value: send.value } }
  return {
    kind: 'token',
    request: {
      address: contract as `0x${string}`,
      abi: isUsdtToken(send.token?.symbol ?? '') ? usdtTransferAbi : erc20TransferAbi,
      functionName: 'transfer',
      args: [to, send.value],
    },
  }
}

/** The EVM path of a send: ether with `sendTransaction`, a token with its contract's `transfer`. */
export async function sendOnEvm(context: FeatureContext, send: ValidSend): Promise<void> {
  const adapter = context.adapters.get('eip155')
  if (!hasEvmTransactions(adapter))
    throw new GatehouseError('UnsupportedChain', ErrorMessage.unsupportedChain)
  const transfer = evmTransferOf(send)
  if (transfer.kind === 'native') await adapter.sendTransaction(transfer.request)
  else await adapter.writeContract(transfer.request)
}
