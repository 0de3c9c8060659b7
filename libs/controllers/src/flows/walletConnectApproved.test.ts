import { describe, expect, it, vi } from 'vitest'
import type { WalletListing } from '../catalogue/walletListing'
import { createModalController } from '../modal/createModalController'
import { createRouterController } from '../router/createRouterController'
import type { View } from '../router/views'
import { walletConnectApproved } from './walletConnectApproved'

const rainbow = { id: 'rainbow', name: 'Rainbow', image_id: 'img-1', rdns: 'me.rainbow' } as WalletListing

function setup(given: { open?: boolean; view?: View; wallet?: WalletListing; unsupported?: boolean } = {}) {
  const modal = createModalController()
  const router = createRouterController({ isConnected: () => true, closeModal: () => {} })
  modal.setOpen(given.open ?? true)
  router.reset(given.view ?? 'ConnectingWalletConnect', given.wallet ? { wallet: given.wallet } : undefined)
  return {
    modal,
    router,
    catalogue: {
      addRecent: vi.fn(),
      imageUrl: (wallet: Pick<WalletListing, 'image_id'>) =>
        `http://127.0.0.1/getWalletImage/${wallet.image_id}`,
    },
    mustLeaveUnsupportedNetwork: () => given.unsupported ?? false,
    close: vi.fn(),
  }
}

describe('a WalletConnect session approved', () => {
  it('remembers the catalogue wallet it was opened for as a recent wallet', () => {
    const deps = setup({ wallet: rainbow })
    walletConnectApproved(deps)
    expect(deps.catalogue.addRecent).toHaveBeenCalledWith({
      id: 'rainbow',
      name: 'Rainbow',
      imageUrl: 'http://127.0.0.1/getWalletImage/img-1',
      rdns: 'me.rainbow',
    })
  })

  it.each(['Connect', 'AllWallets', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const)(
    'closes the modal while the visitor looks at %s, as any connected wallet does',
    (view) => {
      const deps = setup({ view })
      walletConnectApproved(deps)
      expect(deps.close).toHaveBeenCalledOnce()
      expect(deps.catalogue.addRecent).not.toHaveBeenCalled()
    },
  )

  it('shows UnsupportedChain instead when the wallet is on a network the host did not configure', () => {
    const deps = setup({ unsupported: true })
    walletConnectApproved(deps)
    expect(deps.close).not.toHaveBeenCalled()
    expect(deps.router.state.view).toBe('UnsupportedChain')
  })

  it('leaves another view, or a closed modal, alone', () => {
    const elsewhere = setup({ view: 'Networks' })
    walletConnectApproved(elsewhere)
    const closed = setup({ open: false, unsupported: true })
    walletConnectApproved(closed)
    expect(elsewhere.close).not.toHaveBeenCalled()
    expect(elsewhere.router.state.view).toBe('Networks')
    expect(closed.close).not.toHaveBeenCalled()
    expect(closed.router.state.view).toBe('ConnectingWalletConnect')
  })
})
