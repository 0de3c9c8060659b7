import { NodeTransactionError, plainAddress, type CaipAddress } from '@gatehouse/common'
import type { ContractCallCapability } from '@gatehouse/controllers'
import type { ConvertClient } from './createConvertClient'
import { swapReasons } from './describeSwapError'
import { isNativeToken } from './swapTokens'

/** What one swap moves, and for whom. */
export interface SwapOrder {
  from: CaipAddress
  to: CaipAddress
  /** In the smallest unit of `from`. */
  amount: bigint
  userAddress: CaipAddress
}

/** The contract's address on its network (the service's schemas check the CAIP-10 form). */
const contractOf = (caipAddress: CaipAddress) => plainAddress(caipAddress) as string

/** True when the router may not yet spend `amount` of the token (the native currency needs no allowance). */
export async function needsApproval(client: ConvertClient, order: SwapOrder): Promise<boolean> {
  if (isNativeToken({ address: order.from })) return false
  const allowance = await client.allowance({ tokenAddress: order.from, userAddress: order.userAddress })
  return allowance < order.amount
}

/**
 * Sends the approval the service builds and waits for its receipt: the swap is built only once the
 * chain holds the allowance. A reverted approval throws.
 */
export async function approve(
  client: ConvertClient,
  wallet: ContractCallCapability,
  order: SwapOrder,
): Promise<void> {
  const tx = await client.buildApprove(order)
  const hash = await wallet.sendContractCall({
    to: contractOf(tx.to),
    data: tx.data,
    value: BigInt(tx.value),
  })
  const receipt = await wallet.waitForTransaction(hash)
  if (receipt.status !== 'success') throw new Error(swapReasons.approvalReverted)
}

/** Builds the swap transaction, sends it and waits for its receipt. A reverted swap throws. */
export async function sendSwap(
  client: ConvertClient,
  wallet: ContractCallCapability,
  order: SwapOrder,
): Promise<string> {
  const tx = await client.buildTransaction(order)
  const hash = await wallet.sendContractCall({
    to: contractOf(tx.to),
    data: tx.data,
    // The native currency goes with the call; a token swap pays nothing but gas.
    value: isNativeToken({ address: order.from }) ? BigInt(tx.amount) : 0n,
    ...(tx.eip155.gas !== '0' ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  const receipt = await wallet.waitForTransaction(hash)
  if (receipt.status !== 'success') throw new Error(NodeTransactionError.reverted.message)
  return hash
}
