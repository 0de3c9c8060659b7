import { describe, expect, it, vi } from 'vitest'
import { connect, getAccount, mock } from '@wagmi/core'
import { mainnet } from '@gatehouse/common'
import { WagmiAdapter } from './WagmiAdapter'
import { WagmiAdapter as ServerWagmiAdapter } from './index.node'

const account = '0x00000000000000000000000000000000000000A1'
const events = () => ({
  connectionChanged: vi.fn(),
  connectorsChanged: vi.fn(),
  transactionSent: vi.fn(),
})

describe('WagmiAdapter.wagmiConfig', () => {
  it('tells createAppKit when the host starts wagmi itself, once, by reading wagmiConfig', () => {
    const adapter = new WagmiAdapter({ networks: [mainnet], walletConnect: false, storage: null })
    const before = vi.fn()
    adapter.whenHostStarts(before)
    expect(before).not.toHaveBeenCalled()
    void adapter.wagmiConfig
    void adapter.wagmiConfig
    expect(before).toHaveBeenCalledTimes(1)
    const after = vi.fn()
    adapter.whenHostStarts(after)
    expect(after).toHaveBeenCalledTimes(1)
  })

  it('is one config shared by the host and the kit: a connection made through it reaches the kit', async () => {
    const adapter = new WagmiAdapter({
      networks: [mainnet],
      walletConnect: false,
      storage: null,
      connectors: [mock({ accounts: [account] })],
    })
    const config = adapter.wagmiConfig
    expect(adapter.wagmiConfig).toBe(config)
    const kit = events()
    adapter.setup({ events: kit, projectId: undefined })
    const real = await adapter.getWagmiConfig()
    expect(config.chains).toBe(real.chains)
    const connector = config.connectors.find((candidate) => candidate.type === 'mock')
    if (!connector) throw new Error('no mock connector')
    await connect(config, { connector })
    expect(getAccount(real).address).toBe(account)
    await vi.waitFor(() =>
      expect(kit.connectionChanged).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: 'connected', address: account, chainId: 1 }),
      ),
    )
    expect(await adapter.getAccounts()).toEqual([{ address: account, type: 'eoa' }])
  })

  it('on a server is wagmi`s config from the first read, before createAppKit', () => {
    const adapter = new ServerWagmiAdapter({ networks: [mainnet], projectId: 'p', ssr: true, storage: null })
    const config = adapter.wagmiConfig
    expect(config._internal.ssr).toBe(true)
    expect(config.state.status).toBe('disconnected')
  })
})

describe('WagmiAdapter.syncConnectors before wagmi', () => {
  it('lists the announced wallets with its discovery chunk, prepared or not', async () => {
    const page = new EventTarget()
    page.addEventListener('eip6963:requestProvider', () =>
      page.dispatchEvent(
        Object.assign(new Event('eip6963:announceProvider'), {
          detail: { info: { uuid: 'u', name: 'Test Wallet', icon: 'data:,', rdns: 'dev.gatehouse.test' } },
        }),
      ),
    )
    vi.stubGlobal('window', page)
    for (const prepared of [true, false]) {
      const adapter = new WagmiAdapter({ networks: [mainnet], walletConnect: false, storage: null })
      const kit = events()
      adapter.setup({ events: kit, projectId: undefined })
      if (prepared) adapter.prepare()
      await adapter.syncConnectors()
      expect(kit.connectorsChanged).toHaveBeenLastCalledWith([
        expect.objectContaining({ id: 'injected' }),
        expect.objectContaining({ id: 'dev.gatehouse.test', name: 'Test Wallet' }),
      ])
    }
  })
})
