import { ErrorMessage, NodeTransactionError } from '@gatehouse/common'
import { bitcoinSendMessages } from './bitcoinRules'
import { sendDeclinedMessage } from './describeSendError'
import type { SendMessages } from './i18n/sendMessages'
import { sendFieldMessages } from './validateSend'

type Translate = (messages: SendMessages) => string

const node = NodeTransactionError
const bitcoin = bitcoinSendMessages
/** The Send view's reasons (SPEC §5, §8 and its own, Bitcoin's among them), by their English text. */
const reasons = new Map<string, Translate>([
  [ErrorMessage.sendNeedsAmountAndReceiver, (m) => m.errorAmountAndReceiver()],
  [ErrorMessage.sendNeedsToken, (m) => m.errorToken()],
  [sendFieldMessages.invalidAmount, (m) => m.errorInvalidAmount()],
  [sendFieldMessages.invalidReceiver, (m) => m.errorInvalidReceiver()],
  [sendDeclinedMessage, (m) => m.errorDeclined()],
  [ErrorMessage.unsupportedChain, (m) => m.errorUnsupportedChain()],
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
 * (the messages of SPEC §5 and §8, verbatim); a wallet's own words are shown as they are.
 */
export function sendErrorText(error: string, messages: SendMessages): string {
  return reasons.get(error)?.(messages) ?? error
}
