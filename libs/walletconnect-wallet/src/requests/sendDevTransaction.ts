import { RpcErrorCode } from '@gatehouse/common'
import { createWalletClient, http, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { WalletRpcError } from './WalletRpcError'

/** The fields of an eth_sendTransaction request a development wallet honours. */
export type DevTransaction = Partial<Record<'to' | 'value' | 'data' | 'gas' | 'nonce', Hex>>

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
    })
  } catch (error) {
    const { details, shortMessage } = error as { details?: string; shortMessage?: string }
    throw new WalletRpcError(RpcErrorCode.INTERNAL_ERROR, details ?? shortMessage ?? (error as Error).message)
  }
}
