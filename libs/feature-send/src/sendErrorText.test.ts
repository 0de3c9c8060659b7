import { describe, expect, it } from 'vitest'
import { ErrorMessage, loadCatalogue, NodeTransactionError } from '@gatehouse/common'
import { bitcoinSendMessages } from './bitcoinRules'
import { sendDeclinedMessage } from './describeSendError'
import { sendCatalogue } from './i18n/sendMessages'
import { sendErrorText } from './sendErrorText'
import { sendFieldMessages } from './validateSend'

const reasons = [
  ErrorMessage.sendNeedsAmountAndReceiver,
  ErrorMessage.sendNeedsToken,
  ErrorMessage.unsupportedChain,
  sendFieldMessages.invalidAmount,
  sendFieldMessages.invalidReceiver,
  sendDeclinedMessage,
  ...Object.values(NodeTransactionError).map((error) => error.message),
  ...Object.values(bitcoinSendMessages),
]

describe('sendErrorText', () => {
  it('shows the reasons of SPEC §5 and §8 verbatim in English', () => {
    for (const reason of reasons) expect(sendErrorText(reason, sendCatalogue.source)).toBe(reason)
  })

  it('translates every reason into Spanish, and leaves a wallet’s own words alone', async () => {
    const spanish = await loadCatalogue(sendCatalogue, 'es')
    for (const reason of reasons) expect(sendErrorText(reason, spanish)).not.toBe(reason)
    expect(sendErrorText(ErrorMessage.sendNeedsToken, spanish)).toBe('Se requiere un token')
    expect(sendErrorText('execution reverted: custom', spanish)).toBe('execution reverted: custom')
  })
})
