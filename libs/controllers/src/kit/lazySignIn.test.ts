import { describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { kitParts, walletConnectAdapter } from '../testing/kitParts'
import { createToastController } from '../toast/createToastController'
import { createLazySignIn } from './lazySignIn'

const siwx = () => ({
  createMessage: vi.fn(),
  addSession: vi.fn(async () => {}),
  revokeSession: vi.fn(async () => {}),
  setSessions: vi.fn(async () => {}),
  getSessions: vi.fn(async () => []),
})

function setup(withSiwx: boolean) {
  const adapter = walletConnectAdapter('eip155', [mainnet, arbitrum])
  const config = siwx()
  const parts = kitParts({ adapters: [adapter], ...(withSiwx ? { siwx: config } : {}) })
  const openSignIn = vi.fn()
  const signIn = createLazySignIn({
    ...parts,
    toast: createToastController(),
    openSignIn,
    close: vi.fn(() => true),
    disconnect: vi.fn(async () => {}),
  })
  return { ...parts, adapter, config, openSignIn, signIn }
}

describe('the kit’s sign-in, loaded only with sign-in on', () => {
  it('with sign-in on, the flow loads and asks once an account connects; its state is there at once', async () => {
    const kit = setup(true)
    expect(kit.signIn.state.status).toBe('off')
    await kit.connect()
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    expect(kit.signIn.state.status).toBe('needed')
    expect(kit.config.getSessions).toHaveBeenCalledWith('eip155:1', expect.any(String))
  })

  it('catches up with a connection made before the flow arrived (a restore on reload)', async () => {
    const parts = kitParts({ siwx: siwx() })
    await parts.connect()
    const openSignIn = vi.fn()
    createLazySignIn({
      ...parts,
      toast: createToastController(),
      openSignIn,
      close: vi.fn(() => true),
      disconnect: vi.fn(async () => {}),
    })
    await vi.waitFor(() => expect(openSignIn).toHaveBeenCalledOnce())
  })

  it('with sign-in off, WalletConnect connects plainly and the actions refuse', async () => {
    const kit = setup(false)
    await kit.signIn.connectWalletConnect('eip155', vi.fn())
    expect(kit.adapter.connectWalletConnect).toHaveBeenCalledOnce()
    await expect(kit.signIn.signIn()).rejects.toThrow('SIWX is not enabled')
    expect(kit.openSignIn).not.toHaveBeenCalled()
  })
})
