import { ErrorMessage, GatehouseError, NodeTransactionError } from '@gatehouse/common'
import { hasSolanaTransactions, type FeatureContext } from '@gatehouse/controllers'
import type { ValidSend } from './validateSend'

/**
 * The Solana path of a send: SOL, or the SPL token of the chosen balance (its CAIP-10
 * address ends with the mint), through the Solana adapter's transfer capability; `onSent` is called
 * once the wallet has sent it. Resolves once the transaction reached the adapter's commitment, then
 * reads the balances again. A transaction that landed but failed is a revert.
 */
export async function sendOnSolana(
  context: FeatureContext,
  send: ValidSend,
  onSent: () => void = () => {},
): Promise<void> {
  const adapter = context.adapters.get('solana')
  if (!hasSolanaTransactions(adapter))
    throw new GatehouseError('UnsupportedChain', ErrorMessage.unsupportedChain)
  const mint = send.token?.address?.split(':')[2]
  const signature = await adapter.sendSolanaTransfer({
    to: send.receiver,
    amount: send.value,
    ...(mint ? { mint, decimals: Number(send.token?.quantity.decimals) } : {}),
  })
  onSent()
  const { status } = await adapter.waitForSolanaTransaction(signature)
  if (status === 'failed') throw new Error(NodeTransactionError.reverted.message)
  // The Tokens tab and the balance show what the transfer left, without waiting for the caches.
  void Promise.allSettled([context.refreshBalance(true), context.portfolio.load({ force: true })])
}
