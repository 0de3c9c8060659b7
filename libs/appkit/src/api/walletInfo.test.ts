import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { destroyTestKits, testKit } from '../testing/testKits'

afterEach(destroyTestKits)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('getWalletInfo', () => {
  it('names the wallet at the other end of a WalletConnect session, as it named itself', async () => {
    const adapter = scriptedAdapter([mainnet])
    adapter.syncConnectors.mockImplementation(async () => {
      adapter.setup.mock.calls[0]?.[0].events.connectorsChanged([
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ])
    })
    const appkit = testKit({ networks: [mainnet], adapters: [adapter] })
    await appkit.open()
    await vi.waitFor(() => expect(adapter.syncConnectors).toHaveBeenCalled(), { timeout: 10_000 })
    const peer = { name: 'Rainbow', icons: ['https://rainbow.me/icon.png'] }
    adapter.emit({ status: 'connected', address, chainId: 1, connectorId: 'walletConnect', peer })
    await vi.waitFor(() =>
      expect(appkit.getWalletInfo()).toEqual({
        name: 'Rainbow',
        icon: 'https://rainbow.me/icon.png',
        rdns: undefined,
        type: 'WALLET_CONNECT',
      }),
    )
    adapter.emit({ status: 'disconnected' })
    expect(appkit.getWalletInfo()).toBeUndefined()
    // A peer whose icon the image allowlist refuses still names itself; the icon is left out.
    const odd = { name: 'Odd', icons: ['javascript:alert(1)'] }
    adapter.emit({ status: 'connected', address, chainId: 1, connectorId: 'walletConnect', peer: odd })
    await vi.waitFor(() => expect(appkit.getWalletInfo()).toMatchObject({ name: 'Odd', icon: undefined }))
  })
})
