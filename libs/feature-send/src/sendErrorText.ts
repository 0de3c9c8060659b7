import { ErrorMessage, NodeTransactionError } from '@gatehouse/common'
import { bitcoinSendMessages } from './bitcoinRules'
import { sendDeclinedMessage } from './describeSendError'
import type { SendMessages } from './i18n/sendMessages'
import { sendFieldMessages, type SendProblem } from './validateSend'

type Values = NonNullable<SendProblem['values']>
type Translate = (messages: SendMessages, values: Values) => string

const node = NodeTransactionError
const bitcoin = bitcoinSendMessages
const field = sendFieldMessages
/** The Send view's reasons (the catalogue's and its own, Bitcoin's among them), by their English text. */
const reasons = new Map<string, Translate>([
  [ErrorMessage.sendNeedsAmountAndReceiver, (m) => m.errorAmountAndReceiver()],
  [ErrorMessage.sendNeedsToken, (m) => m.errorToken()],
  [field.invalidAmount, (m) => m.errorInvalidAmount()],
  [field.invalidReceiver, (m) => m.errorInvalidReceiver()],
  [field.receiverChecksum, (m) => m.errorReceiverChecksum()],
  [field.amountAboveBalance, (m) => m.errorAmountAboveBalance()],
  [field.feeAboveBalance, (m, v) => m.errorFeeAboveBalance({ symbol: v.symbol ?? '' })],
  [
    field.belowAccountMinimum,
    (m, v) => m.errorBelowAccountMinimum({ amount: v.amount ?? '', symbol: v.symbol ?? '' }),
  ],
  [
    field.keepAccountMinimum,
    (m, v) => m.errorKeepAccountMinimum({ amount: v.amount ?? '', symbol: v.symbol ?? '' }),
  ],
  [field.wouldRevert, (m) => m.errorWouldRevert()],
  [sendDeclinedMessage, (m) => m.errorDeclined()],
  [ErrorMessage.unsupportedChain, (m) => m.errorUnsupportedChain()],
  [ErrorMessage.walletOnOtherChain, (m) => m.errorWalletOnOtherChain()],
  [ErrorMessage.requestTimedOut, (m) => m.errorRequestTimedOut()],
  [ErrorMessage.httpRequestFailed, (m) => m.errorHttpRequestFailed()],
  [ErrorMessage.requestAborted, (m) => m.errorRequestAborted()],
  [ErrorMessage.somethingWentWrong, (m) => m.errorSomethingWentWrong()],
  [node.reverted.message, (m) => m.errorReverted()],
  [node.feeCapTooHigh.message, (m) => m.errorFeeCapTooHigh()],
  [node.feeCapTooLow.message, (m) => m.errorFeeCapTooLow()],
  [node.nonceTooHigh.message, (m) => m.errorNonceTooHigh()],
  [node.nonceTooLow.message, (m) => m.errorNonceTooLow()],
  [node.insufficientFunds.message, (m) => m.errorInsufficientFunds()],
  [node.intrinsicGasTooHigh.message, (m) => m.errorIntrinsicGasTooHigh()],
  [node.intrinsicGasTooLow.message, (m) => m.errorIntrinsicGasTooLow()],
  [node.tipAboveFeeCap.message, (m) => m.errorTipAboveFeeCap()],
  [node.unsupportedTransactionType.message, (m) => m.errorTransactionTypeNotSupported()],
  [bitcoin.onlyBtc, (m) => m.errorOnlyBtc()],
  [bitcoin.tooManyDecimals, (m) => m.errorBtcDecimals()],
  [bitcoin.belowDust, (m) => m.errorBelowDust()],
  [bitcoin.insufficientFunds, (m) => m.errorBtcInsufficientFunds()],
  [bitcoin.inputsSpent, (m) => m.errorInputsSpent()],
  [bitcoin.feeTooLow, (m) => m.errorBtcFeeTooLow()],
  [bitcoin.refused, (m) => m.errorBitcoinRefused()],
  [bitcoin.dropped, (m) => m.errorBitcoinDropped()],
])

/**
 * Why a send did not go through, in the visitor's language. The controller keeps the English reason
 * (the catalogue's messages verbatim, or the view's own) and the values it names; a wallet's own
 * words are shown as they are.
 */
export function sendErrorText(error: string, messages: SendMessages, values: Values = {}): string {
  return reasons.get(error)?.(messages, values) ?? error
}
