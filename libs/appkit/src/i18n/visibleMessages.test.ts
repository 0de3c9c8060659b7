import { describe, expect, it } from 'vitest'
import { Alerts, ErrorMessage, loadCatalogue, NodeTransactionError, type AlertKind } from '@gatehouse/common'
import { relayUnreachableMessage } from '@gatehouse/controllers'
import { appkitCatalogue } from './appkitCatalogue'
import { alertText, visibleText } from './visibleMessages'

const english = appkitCatalogue.source
const shownInToasts = [
  ErrorMessage.tokenBalanceUnavailable,
  ErrorMessage.authInitFailed,
  ErrorMessage.signatureDeclined,
  ErrorMessage.smartAccountsUnsupported,
  ErrorMessage.authenticating,
  ErrorMessage.failedToFetchTransactions,
  ErrorMessage.actionNotAllowed,
  ErrorMessage.invalidAppConfiguration,
  ErrorMessage.failedToDisconnect,
  ErrorMessage.somethingWentWrong,
  relayUnreachableMessage,
  // What describeWalletError says instead of the generic text when the cause is known.
  ErrorMessage.walletOnOtherChain,
  ErrorMessage.requestTimedOut,
  ErrorMessage.httpRequestFailed,
  ErrorMessage.requestAborted,
  ...Object.values(NodeTransactionError).map((error) => error.message),
]

describe('messages of the catalogue the visitor sees', () => {
  it('are verbatim in English', () => {
    for (const message of shownInToasts) expect(visibleText(message, english)).toBe(message)
    for (const kind of Object.keys(Alerts) as AlertKind[]) {
      expect(alertText(kind, english)).toEqual({
        title: Alerts[kind].shortMessage,
        text: Alerts[kind].longMessage,
      })
    }
  })

  it('are translated in Arabic, and a wallet’s own words pass through', async () => {
    const arabic = await loadCatalogue(appkitCatalogue, 'ar')
    expect(visibleText(ErrorMessage.failedToFetchTransactions, arabic)).toBe('تعذّر جلب المعاملات')
    for (const message of shownInToasts) expect(visibleText(message, arabic)).not.toBe(message)
    expect(alertText('SWITCH_NETWORK_NOT_FOUND', arabic).title).toBe('الشبكة غير موجودة')
    expect(visibleText('User rejected the request.', arabic)).toBe('User rejected the request.')
  })
})
