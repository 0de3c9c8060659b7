import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@gatehouse/common'
import { resolveFeatures, type AnyFeatureManifest } from '@gatehouse/controllers'
import { appkitCatalogue } from '../i18n/appkitCatalogue'
import { accountActionLabel, accountActions } from './account/accountActions'
import type { RouterData } from '@gatehouse/controllers'
import { activityFeature } from '@gatehouse/feature-activity/manifest'
import { sendFeature } from '@gatehouse/feature-send/manifest'
import { features } from '../features'
import { viewRegistryOf } from './registry'
import { viewGatesOf } from './viewGates'
import { isAvailableIn, titleIn, type RegistryName } from './registryShape'

// A feature of the test's own, labelled by its own messages, whose button goes between Swap and Receive.
const tipMessages = { titleTip: () => 'Tip' }
const tipCode = {
  messages: {
    name: 'feature-tip',
    source: tipMessages,
    load: {
      es: async () => ({ titleTip: () => 'Propina' }),
      ar: async () => ({ titleTip: () => 'إكرامية' }),
    },
  },
  TipView: () => null,
}
const tipFeature = {
  flag: { option: 'tip', defaultOn: true },
  load: async () => tipCode,
  needs: [],
  views: { Tip: { title: (m: typeof tipMessages) => m.titleTip(), component: (feature) => feature.TipView } },
  accountAction: { label: (m: typeof tipMessages) => m.titleTip(), icon: 'wallet', view: 'Tip', order: 25 },
} satisfies AnyFeatureManifest

// English is the source catalogue, always at hand without loading a language.
const english = appkitCatalogue.source
// The kit's: the modal's own views and those of every feature of src/features.ts.
const viewRegistry = viewRegistryOf(features)
const { isViewAvailable, remoteSwitches } = viewGatesOf(features)
const viewTitle = (name: RegistryName, data: RouterData | undefined) =>
  titleIn(viewRegistry, name, english, data)

describe('the view registry', () => {
  it('has feature views only while their feature is on, and never views this build lacks', () => {
    const on = resolveFeatures()
    const off = resolveFeatures({ send: false, receive: false })
    expect(isViewAvailable('WalletSend', on)).toBe(true)
    expect(isViewAvailable('WalletReceive', on)).toBe(true)
    expect(isViewAvailable('WalletSend', off)).toBe(false)
    expect(isViewAvailable('WalletReceive', off)).toBe(false)
    expect(isViewAvailable('Account', off)).toBe(true)
    expect(isViewAvailable('Swap', on)).toBe(true)
    expect(isViewAvailable('Swap', resolveFeatures({ swaps: false }))).toBe(false)
  })

  it('has the views of the features it is given and no others, one registry per list', () => {
    const given = [sendFeature, activityFeature]
    const registry = viewRegistryOf(given)
    expect(Object.keys(registry)).toEqual(
      expect.arrayContaining(['Connect', 'Account', 'WalletSend', 'Account/activity']),
    )
    expect(registry.Swap).toBeUndefined()
    expect(registry.WalletReceive).toBeUndefined()
    expect(viewRegistryOf(given)).toBe(registry)
    expect(viewRegistryOf([sendFeature, activityFeature])).not.toBe(registry)

    const gates = viewGatesOf(given)
    expect(gates.isViewAvailable('WalletSend', resolveFeatures())).toBe(true)
    expect(gates.isViewAvailable('Swap', resolveFeatures())).toBe(false)
    // Only the given features' switches are the remote configuration's to turn off.
    expect(gates.remoteSwitches).toEqual(['activity'])
    expect(remoteSwitches).toEqual(['activity', 'email', 'onramp', 'socials', 'swaps'])
  })

  it('has the names and gates of viewGates, which the page checks before the modal loads', () => {
    const combinations = [{}, { activity: false }, { send: false, receive: false }] as const
    for (const features of combinations.map((each) => resolveFeatures(each)))
      for (const name of Object.keys(viewRegistry) as (keyof typeof viewRegistry)[])
        expect(isViewAvailable(name as never, features)).toBe(isAvailableIn(viewRegistry, name, features))
  })

  it('gates the e-mail login (the Connect view’s field and its views) by the email feature', () => {
    const on = resolveFeatures()
    const off = resolveFeatures({ email: false })
    for (const name of [
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'UpdateEmailWallet',
      'UpdateEmailPrimaryOtp',
      'UpdateEmailSecondaryOtp',
    ] as const) {
      expect(isViewAvailable(name, on), name).toBe(true)
      expect(isViewAvailable(name, off), name).toBe(false)
    }
    expect(isAvailableIn(viewRegistry, 'Connect/email', on)).toBe(true)
    expect(isAvailableIn(viewRegistry, 'Connect/email', off)).toBe(false)
  })

  it('titles a feature’s view from the feature’s messages, once its code is there', async () => {
    expect(viewTitle('EmailVerifyOtp', undefined)).toBe('')
    await viewRegistry.EmailVerifyOtp?.load()
    expect(viewTitle('EmailVerifyOtp', undefined)).toBe('Confirm E-mail')
    await viewRegistry['Account/activity']?.load()
    expect(viewTitle('Account/activity', undefined)).toBe('Activity')
  })

  it('gates the Account view’s Activity tab by the activity feature, like a view', () => {
    expect(isAvailableIn(viewRegistry, 'Account/activity', resolveFeatures())).toBe(true)
    expect(isAvailableIn(viewRegistry, 'Account/activity', resolveFeatures({ activity: false }))).toBe(false)
  })

  it('titles views in the modal’s language, or from their data where it names them', () => {
    expect(viewTitle('Connect', undefined)).toBe('Connect Wallet')
    expect(
      viewTitle('ConnectingExternal', {
        connector: { id: 'x', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
      }),
    ).toBe('Rabby')
    expect(viewTitle('ConnectingExternal', undefined)).toBe('Connecting')
  })

  it('puts the account actions in the wallet features order, leaving out what is off or not built', () => {
    const actions = (features: Parameters<typeof resolveFeatures>[0]) =>
      accountActions(resolveFeatures(features), viewRegistry).map((action) =>
        accountActionLabel(action, english, 'en'),
      )
    expect(actions({})).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    expect(actions({ receive: false })).toEqual(['Buy', 'Swap', 'Send'])
    expect(actions({ onramp: false, swaps: false, send: false, receive: false })).toEqual([])
    // The host's order does not move them: docs/reference/features.md#wallet-features-order fixes onramp, swaps, receive, send.
    expect(actions({ walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] })).toEqual([
      'Buy',
      'Swap',
      'Receive',
      'Send',
    ])
  })

  it('takes the account actions from the manifests, in their order, wherever their labels come from', async () => {
    const registry = viewRegistryOf([...features, tipFeature])
    const actions = accountActions(resolveFeatures(), registry)
    expect(actions.map((action) => action.view)).toEqual([
      'OnRampProviders',
      'Swap',
      'Tip',
      'WalletReceive',
      'WalletSend',
    ])
    expect(actions.map((action) => action.icon)).toEqual(['wallet', 'swap', 'wallet', 'receive', 'send'])
    const [, , tip, , send] = actions
    if (!tip || !send) throw new Error('five actions')
    // The kit's features are labelled by the kit's messages, at hand in every language with the modal's.
    const spanish = await loadCatalogue(appkitCatalogue, 'es')
    const arabic = await loadCatalogue(appkitCatalogue, 'ar')
    expect(actions.map((action) => accountActionLabel(action, spanish, 'es'))).toEqual([
      'Comprar',
      'Intercambiar',
      undefined,
      'Recibir',
      'Enviar',
    ])
    expect(accountActionLabel(send, arabic, 'ar')).toBe(arabic.titleSend())
    // A feature's own label is there once its code and the language are.
    await registry['Tip' as RegistryName]?.load()
    expect(accountActionLabel(tip, english, 'en')).toBe('Tip')
    expect(accountActionLabel(tip, spanish, 'es')).toBeUndefined()
    await loadCatalogue(tipCode.messages, 'es')
    expect(accountActionLabel(tip, spanish, 'es')).toBe('Propina')
    // Off, it has no button.
    expect(
      accountActions(resolveFeatures({ tip: false } as never), registry).map((action) => action.view),
    ).not.toContain('Tip')
  })
})
