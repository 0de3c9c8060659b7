import { describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { createControllers } from '../kit/createControllers'
import { createFeatureContext } from './FeatureContext'
import { narrowFeatureContext } from './narrowFeatureContext'
import { memoryStorageBackend } from '../storage/createStorage'
import { scriptedAdapter } from '../testing/scriptedAdapter'

function setup() {
  const adapter = scriptedAdapter([mainnet])
  const kit = createControllers(
    { networks: [mainnet], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
  )
  return { kit, adapter, context: createFeatureContext(kit) }
}

describe('the feature context', () => {
  it('acts on its own kit', async () => {
    const { kit, adapter, context } = setup()
    adapter.connectAs()
    expect(context.chain.account()?.address).toBe(kit.chain.account()?.address)
    expect(context.connection.isConnected()).toBe(true)
    expect(context.options.state.projectId).toBe('p1')
    context.router.push('WalletSend')
    expect(kit.router.state.view).toBe('WalletSend')
    context.toast.show('Sent 1 ETH', 'success')
    expect(kit.toast.state).toMatchObject({ open: true, message: 'Sent 1 ETH' })
    const controller = context.extensions.use('test', () => ({ destroy: () => {} }))
    expect(kit.extensions.use('test', () => ({ destroy: () => {} }))).toBe(controller)
  })

  it('holds only what a feature may use, also at run time', () => {
    const { context } = setup()
    expect(Object.keys(context).sort()).toEqual([
      'adapters',
      'analytics',
      'api',
      'blockchain',
      'chain',
      'connection',
      'embeddedWallet',
      'extensions',
      'identity',
      'options',
      'portfolio',
      'refreshBalance',
      'router',
      'signIn',
      'toast',
    ])
    expect(Object.keys(context.api).sort()).toEqual(['getJson', 'postJson'])
    expect(Object.keys(context.identity).sort()).toEqual(['load', 'state'])
    expect(Object.keys(context.signIn).sort()).toEqual(['cancel', 'signIn', 'state'])
    // The login views' calls, not the frame itself (which only the kit places and routes through).
    expect(Object.keys(context.embeddedWallet).sort()).toEqual([
      'clearFarcaster',
      'connectEmail',
      'connectFarcaster',
      'connectOtp',
      'connectSocial',
      'getFarcasterUri',
      'getSocialRedirectUri',
      'prepare',
      'signOut',
      'state',
      'updateEmail',
      'updateEmailPrimaryOtp',
      'updateEmailSecondaryOtp',
    ])
    expect(Object.keys(context.chain).sort()).toEqual(['account', 'caipNetworkId', 'network', 'state'])
    expect(Object.keys(context.connection).sort()).toEqual(['isConnected', 'state', 'status'])
    expect(Object.keys(context.router).sort()).toEqual(['goBack', 'push', 'replace', 'reset', 'state'])
    // @ts-expect-error a feature cannot open the modal
    expect(context.open).toBeUndefined()
    // @ts-expect-error nor connect
    expect(context.connection.connect).toBeUndefined()
    // @ts-expect-error nor move a namespace to another chain behind the wallet's back
    expect(context.chain.setChainId).toBeUndefined()
  })

  it('gives a feature only the members its manifest declares, also at run time', () => {
    const { context } = setup()
    const narrowed = narrowFeatureContext(context, ['router', 'toast'])
    expect(Object.keys(narrowed).sort()).toEqual(['router', 'toast'])
    expect(narrowed.router).toBe(context.router)
    // @ts-expect-error the embedded wallet, undeclared, is not there
    expect(narrowed.embeddedWallet).toBeUndefined()
    // @ts-expect-error nor sign-in
    expect(narrowed.signIn).toBeUndefined()
  })
})
