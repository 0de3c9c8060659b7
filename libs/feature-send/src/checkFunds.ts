import {
  formatUnits,
  nestedErrorMessages,
  nodeErrorMessage,
  NodeTransactionError,
  type ChainNamespace,
} from '@gatehouse/common'
import { hasEvmFeeEstimates, hasSolanaFeeEstimates, type FeatureContext } from '@gatehouse/controllers'
import { evmTransferOf } from './evmTransfer'
import { sendFieldMessages, type SendProblem, type ValidSend } from './validateSend'

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

async function checkEvmFunds(
  context: FeatureContext,
  send: ValidSend,
  funds: NativeFunds,
): Promise<SendProblem | undefined> {
  const adapter = context.adapters.get('eip155')
  if (!hasEvmFeeEstimates(adapter)) return undefined
  const transfer = evmTransferOf(send)
  const native = transfer.kind === 'native'
  let fee: bigint
  try {
    fee = await adapter.estimateTransactionFee(transfer.request)
  } catch (error) {
    return estimateFailure(error, native)
  }
  if (native)
    return short(funds, send.value + fee) ? { error: insufficientFunds, field: 'amount' } : undefined
  return short(funds, fee)
    ? { error: sendFieldMessages.feeAboveBalance, field: 'token', values: { symbol: funds.symbol } }
    : undefined
}

async function checkSolanaFunds(
  context: FeatureContext,
  send: ValidSend,
  funds: NativeFunds,
): Promise<SendProblem | undefined> {
  const adapter = context.adapters.get('solana')
  if (!hasSolanaFeeEstimates(adapter)) return undefined
  const mint = send.token?.address?.split(':')[2]
  let cost: Awaited<ReturnType<typeof adapter.estimateSolanaTransfer>>
  try {
    cost = await adapter.estimateSolanaTransfer({
      to: send.receiver,
      amount: send.value,
      ...(mint ? { mint, decimals: Number(send.token?.quantity.decimals) } : {}),
    })
  } catch (error) {
    return estimateFailure(error, !mint)
  }
  if (!mint && send.value < cost.minimumAmount) {
    const amount = formatUnits(cost.minimumAmount, funds.decimals)
    return {
      error: sendFieldMessages.belowAccountMinimum,
      field: 'amount',
      values: { amount, symbol: funds.symbol },
    }
  }
  const fees = cost.fee + cost.rent
  if (!mint) {
    if (short(funds, send.value + fees)) return { error: insufficientFunds, field: 'amount' }
    // The network leaves an account empty or rent-exempt, never in between.
    const left = funds.balance === undefined ? 0n : funds.balance - send.value - fees
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
  return short(funds, fees)
    ? { error: sendFieldMessages.feeAboveBalance, field: 'token', values: { symbol: funds.symbol } }
    : undefined
}

/**
 * Checks, before the wallet is asked, that the account can pay the send and its fee: on EVM the
 * amount plus the estimated fee (gas at the max fee per gas) for ether, the fee for a token; on
 * Solana the amount plus the fee and the rent of a token account it creates for SOL, those for a
 * token, the least a new account may receive, and for SOL what the sender keeps (nothing, or at
 * least an account's rent-exempt minimum). Bitcoin's adapter selects the coins for amount and
 * fee before its wallet is asked, so nothing is checked here. Returns the reason when it cannot pay
 * or the node's estimate says why it would fail; undefined when it can, or when the native balance or
 * the adapter's estimate is not at hand (the wallet then decides, as it would anyway).
 */
export async function checkFunds(
  context: FeatureContext,
  namespace: ChainNamespace,
  send: ValidSend,
  funds: NativeFunds,
): Promise<SendProblem | undefined> {
  if (namespace === 'eip155') return checkEvmFunds(context, send, funds)
  if (namespace === 'solana') return checkSolanaFunds(context, send, funds)
  return undefined
}
