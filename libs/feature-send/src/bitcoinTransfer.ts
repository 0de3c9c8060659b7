import {
  ErrorMessage,
  GatehouseError,
  isUserRejection,
  NodeTransactionError,
  nodeErrorMessage,
} from '@gatehouse/common'
import { hasBitcoinTransactions, type FeatureContext } from '@gatehouse/controllers'
import { bitcoinRefusalMessage, bitcoinSendMessages } from './bitcoinRules'
import { SendFailure } from './describeSendError'
import { sendFieldMessages, type ValidSend } from './validateSend'

// The adapter's words for a receiver that is no address of the network.
const receiverRefused = /^The receiver .* is not an address/

/** The visitor's words for a failed Bitcoin payment; a decline and unknown failures pass unchanged. */
function bitcoinFailure(error: unknown): unknown {
  if (isUserRejection(error)) return error
  const refusal = bitcoinRefusalMessage(error)
  if (refusal) return new SendFailure(refusal, { cause: error })
  // The adapter's coin selection found too little: the fee comes on top of the amount.
  if (nodeErrorMessage(error) === NodeTransactionError.insufficientFunds.message)
    return new SendFailure(bitcoinSendMessages.insufficientFunds, { cause: error })
  // The adapter decodes base58 addresses, whose checksum the form does not check.
  if (
    (error as { name?: unknown } | undefined)?.name === 'InvalidBitcoinTransfer' &&
    receiverRefused.test(String((error as Error).message))
  )
    return new SendFailure(sendFieldMessages.invalidReceiver, { cause: error })
  return error
}

/**
 * The Bitcoin path of a send (issue 16): BTC from the connected payment account, the amount
 * in satoshis, through the Bitcoin adapter's capability, which selects the coins, builds the PSBT the
 * wallet signs and broadcasts it. `onBroadcast` is called once the wallet has signed and the payment
 * is in the mempool; resolves once it is in a block, then reads the balances again. A payment that
 * never makes it into a block is 'dropped'; a node's refusal is said in the visitor's words.
 */
export async function sendOnBitcoin(
  context: FeatureContext,
  send: ValidSend,
  onBroadcast: () => void = () => {},
): Promise<void> {
  const adapter = context.adapters.get('bip122')
  if (!hasBitcoinTransactions(adapter))
    throw new GatehouseError('UnsupportedChain', ErrorMessage.unsupportedChain)
  let status: 'success' | 'failed'
  try {
    const txid = await adapter.sendBitcoinTransfer({ to: send.receiver, amount: send.value })
    onBroadcast()
    ;({ status } = await adapter.waitForBitcoinTransaction(txid))
  } catch (error) {
    throw bitcoinFailure(error)
  }
  if (status === 'failed') throw new SendFailure(bitcoinSendMessages.dropped)
  // The Tokens tab and the balance show what the payment left, without waiting for the caches.
  void Promise.allSettled([context.refreshBalance(true), context.portfolio.load({ force: true })])
}
