import { describe, expect, it, vi } from 'vitest'
import { mainnet, solana } from '@gatehouse/common'
import type { AppKitOptions } from '../options/types'
import { kitParts, scriptedAdapterOf } from '../testing/kitParts'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { openModal, type OpenModalDeps } from './openModal'

function setup(
  overrides: Partial<AppKitOptions> = {},
  environment: { isMobile?: boolean; isViewAvailable?: OpenModalDeps['isViewAvailable'] } = {},
) {
  const parts = kitParts(overrides)
  const deps = {
    ...parts,
    prepare: vi.fn(async () => {}),
    platform: { isMobile: () => environment.isMobile ?? false },
    isViewAvailable: environment.isViewAvailable,
  }
  return { ...parts, deps }
}

describe('opening: the opening rules', () => {
  it('opens on Connect, then on Account once connected, and counts as the visitor’s intent', async () => {
    const { deps, modal, router, connect } = setup()
    openModal(deps)
    expect(deps.prepare).toHaveBeenCalledOnce()
    expect(modal.state.open).toBe(true)
    expect(router.state.view).toBe('Connect')
    await connect()
    openModal(deps)
    expect(router.state.view).toBe('Account')
  })

  it('opens a requested view with the host’s arguments, on a fresh history', () => {
    const { deps, router } = setup()
    openModal(deps, { view: 'Networks' })
    openModal(deps, { view: 'Account', arguments: { tab: 'activity' } })
    expect(router.state).toMatchObject({
      view: 'Account',
      history: ['Account'],
      data: { arguments: { tab: 'activity' } },
    })
  })

  it('takes the phone and the host’s WalletConnect setting into account', () => {
    const phone = setup({ manualWCControl: true }, { isMobile: true })
    openModal(phone.deps)
    expect(phone.router.state.view).toBe('AllWallets')
    const desktop = setup({ adapters: [] })
    openModal(desktop.deps)
    expect(desktop.router.state.view).toBe('ConnectingWalletConnectBasic')
    const embedded = setup({ enableEmbedded: true, manualWCControl: true })
    openModal(embedded.deps)
    expect(embedded.router.state.view).toBe('Connect')
  })

  it('moves to the namespace the host asked for, when it has networks', () => {
    const adapters = [scriptedAdapter([mainnet]), scriptedAdapterOf('solana', [solana])]
    const { deps, chain } = setup({ networks: [mainnet, solana], adapters })
    openModal(deps, { namespace: 'bip122' })
    expect(chain.state.activeNamespace).toBe('eip155')
    openModal(deps, { namespace: 'solana' })
    expect(chain.state.activeNamespace).toBe('solana')
  })

  it('reports MODAL_OPEN once per opening, not for every view opened meanwhile', () => {
    const { deps } = setup()
    openModal(deps)
    openModal(deps, { view: 'Networks' })
    expect(deps.analytics.track).toHaveBeenCalledExactlyOnceWith('MODAL_OPEN', { connected: false })
  })

  it('refuses a view this build cannot show, and leaves the modal as it was', () => {
    const isViewAvailable = vi.fn((view: string) => view !== 'WalletSend')
    const { deps, modal, router } = setup({}, { isViewAvailable })
    expect(() => openModal(deps, { view: 'WalletSend' })).toThrow(
      'The WalletSend view is not available in this version of Gatehouse',
    )
    expect(isViewAvailable).toHaveBeenCalledWith('WalletSend', deps.options.state.features)
    expect(modal.state.open).toBe(false)
    expect(router.state.view).toBe('Connect')
    expect(deps.analytics.track).not.toHaveBeenCalled()
  })
})
