import { RpcErrorCode } from '@gatehouse/common'
import { createWalletClient, http, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { WalletRpcError } from './WalletRpcError'

/** The fields of an eth_sendTransaction request a development wallet honours. */
export type DevTransaction = Partial<
  Record<
    'to' | 'value' | 'data' | 'gas' | 'nonce' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'gasPrice',
    Hex
  >
>

const bigintOf = (value: Hex | undefined) => (value ? BigInt(value) : undefined)

/**
 * The fees the page suggested, honoured as wallets such as MetaMask honour a site's suggestion;
 * none suggested, the wallet estimates its own.
 */
function suggestedFees(transaction: DevTransaction) {
  const maxFeePerGas = bigintOf(transaction.maxFeePerGas)
  const maxPriorityFeePerGas = bigintOf(transaction.maxPriorityFeePerGas)
  if (maxFeePerGas !== undefined) return { maxFeePerGas, maxPriorityFeePerGas }
  const gasPrice = bigintOf(transaction.gasPrice)
  return gasPrice === undefined ? {} : { gasPrice }
}

/**
 * Signs a transaction with a development key and sends it to the chain's node. The node's
 * own reason (for example insufficient funds) becomes the wallet's error message.
 */
export async function sendDevTransaction(
  account: PrivateKeyAccount,
  rpcUrl: string,
  transaction: DevTransaction,
) {
  const client = createWalletClient({ account, transport: http(rpcUrl) })
  try {
    return await client.sendTransaction({
      chain: null,
      to: transaction.to,
      value: transaction.value ? BigInt(transaction.value) : undefined,
      data: transaction.data,
      gas: transaction.gas ? BigInt(transaction.gas) : undefined,
      nonce: transaction.nonce ? Number(transaction.nonce) : undefined,
      ...suggestedFees(transaction),
    })
  } catch (error) {
    const { details, shortMessage } = error as { details?: string; shortMessage?: string }
    throw new WalletRpcError(RpcErrorCode.INTERNAL_ERROR, details ?? shortMessage ?? (error as Error).message)
  }
}
