import { describe, expect, it } from 'vitest'
import { ErrorMessage, loadCatalogue, NodeTransactionError } from '@gatehouse/common'
import { bitcoinSendMessages } from './bitcoinRules'
import { sendDeclinedMessage } from './describeSendError'
import { sendCatalogue } from './i18n/sendMessages'
import { sendErrorText } from './sendErrorText'
import { sendFieldMessages } from './validateSend'

// The reasons without values, which English shows verbatim.
const { feeAboveBalance, belowAccountMinimum, keepAccountMinimum, ...plainFieldMessages } = sendFieldMessages
const reasons = [
  ErrorMessage.sendNeedsAmountAndReceiver,
  ErrorMessage.sendNeedsToken,
  ErrorMessage.unsupportedChain,
  ErrorMessage.walletOnOtherChain,
  ErrorMessage.requestTimedOut,
  ErrorMessage.httpRequestFailed,
  ErrorMessage.requestAborted,
  ErrorMessage.somethingWentWrong,
  ...Object.values(plainFieldMessages),
  sendDeclinedMessage,
  ...Object.values(NodeTransactionError).map((error) => error.message),
  ...Object.values(bitcoinSendMessages),
]

describe('sendErrorText', () => {
  it('shows the catalogue’s reasons and its own verbatim in English', () => {
    for (const reason of reasons) expect(sendErrorText(reason, sendCatalogue.source)).toBe(reason)
  })

  it('fills in the coin and the amount a reason names', async () => {
    const english = sendCatalogue.source
    expect(sendErrorText(feeAboveBalance, english, { symbol: 'ETH' })).toBe(
      'Not enough ETH to pay the network fee',
    )
    expect(sendErrorText(belowAccountMinimum, english, { amount: '0.00089088', symbol: 'SOL' })).toBe(
      'This address has no account yet: send at least 0.00089088 SOL to open one',
    )
    expect(sendErrorText(keepAccountMinimum, english, { amount: '0.00089088', symbol: 'SOL' })).toBe(
      'Leave at least 0.00089088 SOL for your account’s rent, or send everything but the network fee',
    )
    const arabic = await loadCatalogue(sendCatalogue, 'ar')
    expect(sendErrorText(feeAboveBalance, arabic, { symbol: 'ETH' })).toContain('ETH')
  })

  it('translates every reason into Spanish, and leaves a wallet’s own words alone', async () => {
    const spanish = await loadCatalogue(sendCatalogue, 'es')
    for (const reason of reasons) expect(sendErrorText(reason, spanish)).not.toBe(reason)
    expect(sendErrorText(feeAboveBalance, spanish, { symbol: 'SOL' })).toBe(
      'No tienes suficiente SOL para pagar la comisión de la red',
    )
    expect(sendErrorText(ErrorMessage.sendNeedsToken, spanish)).toBe('Se requiere un token')
    expect(sendErrorText('execution reverted: custom', spanish)).toBe('execution reverted: custom')
  })
})
