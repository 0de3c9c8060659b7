import {
  formatUnits,
  nestedErrorMessages,
  nodeErrorMessage,
  NodeTransactionError,
  type ChainNamespace,
} from '@gatehouse/common'
import { hasTransferCosts, type TransferCost } from '@gatehouse/controllers'
import { transferOf } from './transfer'
import { sendFieldMessages, type SendProblem, type ValidSend } from './validateSend'
import type { SendContext } from './needs'

/** The account's native coin as the fee check needs it. */
export interface NativeFunds {
  /** In the smallest unit; undefined while the kit has not read it (only the estimate is checked). */
  balance: bigint | undefined
  symbol: string
  decimals: number
}

/** True when the native balance is known and below `needed`. */
const short = (funds: NativeFunds, needed: bigint) => funds.balance !== undefined && needed > funds.balance

const insufficientFunds = NodeTransactionError.insufficientFunds.message

// What a token contract reverts with when the sender holds less than the amount (OpenZeppelin 4's
// message, OpenZeppelin 5's custom error, others' wording).
const tokenBalanceShort = /transfer amount exceeds balance|ERC20InsufficientBalance|insufficient balance/i

/** Says an estimate's failure as a reason when the node said why; else the wallet is left to try. */
function estimateFailure(error: unknown, native: boolean): SendProblem | undefined {
  if (!native && tokenBalanceShort.test(nestedErrorMessages(error)))
    return { error: sendFieldMessages.amountAboveBalance, field: 'amount' }
  const reason = nodeErrorMessage(error)
  if (reason === insufficientFunds) return { error: reason, field: native ? 'amount' : 'token' }
  if (reason === NodeTransactionError.reverted.message)
    return { error: sendFieldMessages.wouldRevert, field: native ? 'receiver' : 'token' }
  console.warn('[gatehouse] the fee of the send could not be estimated; the wallet will', error)
  return undefined
}

/**
 * Checks, before the wallet is asked, that the account can pay the send and its fee, with the cost
 * the adapter of `namespace` estimates (its TransferCostCapability): for the native coin the amount
 * plus the fee (on EVM its gas at the max fee per gas; on Solana the fee and the rent of accounts the
 * transfer creates), the least a new account may receive and what the sender must keep (nothing, or
 * at least its network's minimum); for a token, the fee. An adapter without the capability (Bitcoin's,
 * which selects the coins for amount and fee before its wallet is asked) has nothing checked here.
 * Returns the reason when it cannot pay or the node's estimate says why it would fail; undefined when
 * it can, or when the native balance or the adapter's estimate is not at hand (the wallet then
 * decides, as it would anyway).
 */
export async function checkFunds(
  context: SendContext,
  namespace: ChainNamespace,
  send: ValidSend,
  funds: NativeFunds,
): Promise<SendProblem | undefined> {
  const adapter = context.adapters.find(namespace)
  if (!adapter || !hasTransferCosts(adapter)) return undefined
  const request = transferOf(send)
  const native = request.token === undefined
  let cost: TransferCost
  try {
    cost = await adapter.estimateTransfer(request)
  } catch (error) {
    return estimateFailure(error, native)
  }
  if (!native)
    return short(funds, cost.fee)
      ? { error: sendFieldMessages.feeAboveBalance, field: 'token', values: { symbol: funds.symbol } }
      : undefined
  if (send.value < cost.minimumAmount) {
    const amount = formatUnits(cost.minimumAmount, funds.decimals)
    return {
      error: sendFieldMessages.belowAccountMinimum,
      field: 'amount',
      values: { amount, symbol: funds.symbol },
    }
  }
  if (short(funds, send.value + cost.fee)) return { error: insufficientFunds, field: 'amount' }
  // The network leaves an account empty or at its minimum, never in between.
  const left = funds.balance === undefined ? 0n : funds.balance - send.value - cost.fee
  if (left > 0n && left < cost.accountMinimum) {
    const amount = formatUnits(cost.accountMinimum, funds.decimals)
    return {
      error: sendFieldMessages.keepAccountMinimum,
      field: 'amount',
      values: { amount, symbol: funds.symbol },
    }
  }
  return undefined
}
