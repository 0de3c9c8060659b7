import { describe, expect, it } from 'vitest'
import { resolveFeatures } from '@gatehouse/controllers'
import { appkitCatalogue } from '../i18n/appkitCatalogue'
import { accountActions } from './account/accountActions'
import { isViewAvailable } from './registry'

describe('feature views', () => {
  it('are available only while their feature is on', () => {
    const on = resolveFeatures()
    const off = resolveFeatures({ send: false, receive: false })
    expect(isViewAvailable('WalletSend', on)).toBe(true)
    expect(isViewAvailable('WalletReceive', on)).toBe(true)
    expect(isViewAvailable('WalletSend', off)).toBe(false)
    expect(isViewAvailable('WalletReceive', off)).toBe(false)
    expect(isViewAvailable('Account', off)).toBe(true)
    expect(isViewAvailable('Swap', on)).toBe(false)
  })

  it('put the account actions in the wallet features order of SPEC §1, leaving out what is off or not built', () => {
    const label = (action: { label: (messages: typeof appkitCatalogue.source) => string }) =>
      action.label(appkitCatalogue.source)
    expect(accountActions(resolveFeatures()).map(label)).toEqual(['Receive', 'Send'])
    expect(accountActions(resolveFeatures({ receive: false })).map(label)).toEqual(['Send'])
    expect(accountActions(resolveFeatures({ send: false, receive: false }))).toEqual([])
  })
})
