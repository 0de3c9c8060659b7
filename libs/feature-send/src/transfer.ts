import {
  ErrorMessage,
  GatehouseError,
  isUserRejection,
  NodeTransactionError,
  nodeErrorMessage,
  type ChainNamespace,
} from '@gatehouse/common'
import { hasTransfers, type TransactionOutcome, type TransferRequest } from '@gatehouse/controllers'
import { bitcoinRefusalMessage, bitcoinSendMessages } from './bitcoinRules'
import { SendFailure } from './describeSendError'
import { sendFieldMessages, type ValidSend } from './validateSend'
import type { SendContext } from './needs'

/**
 * The checked send as the adapters' transfer capability takes it: a token by its address on the
 * network (the end of the balance's CAIP-10 address: an ERC-20 contract, an SPL mint).
 */
export function transferOf(send: ValidSend): TransferRequest {
  const address = send.token?.address?.split(':')[2]
  if (!send.token || !address) return { to: send.receiver, amount: send.value }
  const token = { address, decimals: Number(send.token.quantity.decimals), symbol: send.token.symbol }
  return { to: send.receiver, amount: send.value, token }
}

// The Bitcoin adapter's words for a receiver that is no address of the network.
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

/** How a namespace's send ends, and how its failures are said. */
interface TransferRules {
  /**
   * True when the send waits for the transaction to settle and then reads the balances itself; false
   * when it ends once the wallet sent it, the kit reading the balances again once it is mined.
   */
  waitsToSettle: boolean
  /** The visitor's words for a failure of the transfer or of its wait. */
  failure(error: unknown): unknown
}

const unchanged = (error: unknown) => error

/**
 * The namespaces whose send differs from the rule (wait for the transaction, errors as they come):
 * an EVM send ends as its wallet sent it (its wallet follows the transaction, and the kit reads the
 * balance once it is mined); a Bitcoin payment's refusals are said in the visitor's words.
 */
const rulesOf = (namespace: ChainNamespace): TransferRules => ({
  waitsToSettle: namespace !== 'eip155',
  failure: namespace === 'bip122' ? bitcoinFailure : unchanged,
})

/**
 * Sends the checked send through the adapter of `namespace` (its TransferCapability): the native coin
 * or the chosen token. `onSent` is called once the wallet has sent it (Solana: signed and sent;
 * Bitcoin: signed and in the mempool); the send then waits until the transaction settled (Solana's
 * commitment, a Bitcoin block) and reads the balances again. A transaction that settled but failed
 * is a revert; one the network dropped is said so. An EVM send ends once the wallet sent it.
 */
export async function sendTransfer(
  context: SendContext,
  namespace: ChainNamespace,
  send: ValidSend,
  onSent: () => void = () => {},
): Promise<void> {
  const adapter = context.adapters.find(namespace)
  if (!adapter || !hasTransfers(adapter))
    throw new GatehouseError('UnsupportedChain', ErrorMessage.unsupportedChain)
  const rules = rulesOf(namespace)
  let status: TransactionOutcome
  try {
    const id = await adapter.sendTransfer(transferOf(send))
    if (!rules.waitsToSettle) return
    onSent()
    ;({ status } = await adapter.waitForTransaction(id))
  } catch (error) {
    throw rules.failure(error)
  }
  if (status === 'reverted') throw new Error(NodeTransactionError.reverted.message)
  if (status === 'dropped') throw new SendFailure(bitcoinSendMessages.dropped)
  // The Tokens tab and the balance show what the transfer left, without waiting for the caches.
  void Promise.allSettled([context.refreshBalance(true), context.portfolio.load({ force: true })])
}
