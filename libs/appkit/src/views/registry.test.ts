import { describe, expect, it } from 'vitest'
import { resolveFeatures } from '@gatehouse/controllers'
import { accountActions } from './account/accountActions'
import { isViewAvailable, viewRegistry, viewTitle } from './registry'
import { isAvailableIn } from './registryShape'

describe('the view registry', () => {
  it('has feature views only while their feature is on, and never views this build lacks', () => {
    const on = resolveFeatures()
    const off = resolveFeatures({ send: false, receive: false })
    expect(isViewAvailable('WalletSend', on)).toBe(true)
    expect(isViewAvailable('WalletReceive', on)).toBe(true)
    expect(isViewAvailable('WalletSend', off)).toBe(false)
    expect(isViewAvailable('WalletReceive', off)).toBe(false)
    expect(isViewAvailable('Account', off)).toBe(true)
    expect(isViewAvailable('Swap', on)).toBe(false)
  })

  it('gates the Account view’s Activity tab by the activity feature, like a view', () => {
    expect(isAvailableIn(viewRegistry, 'Account/activity', resolveFeatures())).toBe(true)
    expect(isAvailableIn(viewRegistry, 'Account/activity', resolveFeatures({ activity: false }))).toBe(false)
    expect(viewTitle('Account/activity')).toBe('Activity')
  })

  it('titles views from their data where it names them', () => {
    expect(viewTitle('Connect')).toBe('Connect Wallet')
    expect(
      viewTitle('ConnectingExternal', {
        connector: { id: 'x', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
      }),
    ).toBe('Rabby')
    expect(viewTitle('ConnectingExternal')).toBe('Connecting')
  })

  it('puts the account actions in the wallet features order of SPEC §1, leaving out what is off or not built', () => {
    const actions = (features: Parameters<typeof resolveFeatures>[0]) =>
      accountActions(resolveFeatures(features), viewRegistry).map((action) => action.label)
    expect(actions({})).toEqual(['Receive', 'Send'])
    expect(actions({ receive: false })).toEqual(['Send'])
    expect(actions({ send: false, receive: false })).toEqual([])
  })
})
