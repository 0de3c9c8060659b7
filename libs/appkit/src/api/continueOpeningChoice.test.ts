import { describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { createControllers, memoryStorageBackend, type Connector } from '@gatehouse/controllers'
import { desktopTestPlatform, scriptedAdapter } from '@gatehouse/controllers/testing'
import { continueOpeningChoice } from './continueOpeningChoice'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const installed: Connector = {
  id: 'io.test',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.test' },
}
const walletConnect: Connector = { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

/** A kit whose adapter finds WalletConnect and the test wallet once the visitor shows intent. */
function kitWithWallets() {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const adapter = scriptedAdapter([mainnet, arbitrum])
  const kit = createControllers(
    { networks: [mainnet, arbitrum], adapters: [adapter], projectId: 'test' },
    {
      storage: memoryStorageBackend(),
      platform: desktopTestPlatform,
      fetch: async () => Response.json({ features: [] }),
    },
  )
  adapter.syncConnectors.mockImplementation(async () => {
    adapter.setup.mock.calls[0]?.[0].events.connectorsChanged([walletConnect, installed])
  })
  return kit
}

describe('continueOpeningChoice', () => {
  it("opens the pressed wallet's connecting view once the modal shows its wallets, Back leading to them", async () => {
    const kit = kitWithWallets()
    continueOpeningChoice(kit, { rdns: 'io.test' })
    await settle()
    expect(kit.router.state.view).toBe('Connect')
    kit.open()
    await kit.prepare()
    await settle()
    expect(kit.router.state.view).toBe('ConnectingExternal')
    expect(kit.router.state.data?.connector?.id).toBe('io.test')
    kit.router.goBack()
    expect(kit.router.state.view).toBe('Connect')
  })

  it("opens WalletConnect's QR code for the WalletConnect row", async () => {
    const kit = kitWithWallets()
    await kit.prepare()
    continueOpeningChoice(kit, { walletConnect: true })
    kit.open()
    await settle()
    expect(kit.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('gives up when the modal closes first, when it is dropped, or when the list has no such wallet', async () => {
    const closed = kitWithWallets()
    continueOpeningChoice(closed, { rdns: 'io.test' })
    closed.open()
    await settle()
    closed.close()
    await closed.prepare()
    closed.open()
    await settle()
    expect(closed.router.state.view).toBe('Connect')

    const dropped = kitWithWallets()
    const drop = continueOpeningChoice(dropped, { rdns: 'io.test' })
    drop()
    await dropped.prepare()
    dropped.open()
    await settle()
    expect(dropped.router.state.view).toBe('Connect')

    const unknown = kitWithWallets()
    await unknown.prepare()
    continueOpeningChoice(unknown, { rdns: 'com.elsewhere' })
    unknown.open()
    await settle()
    expect(unknown.router.state.view).toBe('Connect')
  })
})
