import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { memoryStorageBackend } from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { destroyTestKits, testKit } from '../testing/testKits'
import { bindingOf, loadedKitOf, prepareModalOf } from './kitRegistry'
import type { AppKit } from './types'

afterEach(destroyTestKits)

/** Everything the getters say, to compare the shell's answers with the loaded kit's. */
function getters(appkit: AppKit) {
  return {
    state: appkit.getState(),
    account: appkit.getAccount(),
    network: appkit.getNetwork(),
    arbitrumAccount: appkit.getAccount('eip155'),
    theme: appkit.getTheme(),
    locale: appkit.getLocale(),
    walletInfo: appkit.getWalletInfo(),
    provider: appkit.getWalletProvider(),
  }
}

/** A storage backend holding `values` under Gatehouse's keys. */
function storageWith(values: Record<string, unknown>) {
  const backend = memoryStorageBackend()
  for (const [key, value] of Object.entries(values))
    backend.setItem(`@gatehouse/${key}`, JSON.stringify(value))
  return backend
}

describe('createAppKit before its kit has loaded', () => {
  it('loads nothing until the first intent, and answers from the options', async () => {
    const appkit = testKit({ defaultNetwork: arbitrum, themeMode: 'light', locale: 'es' })
    const button = document.createElement('appkit-button')
    document.body.append(button)
    await vi.waitFor(() =>
      expect(button.shadowRoot?.querySelector('button')?.textContent).toBe('Conectar billetera'),
    )
    expect(loadedKitOf(appkit)).toBeUndefined()
    const before = getters(appkit)
    expect(before.network).toMatchObject({ caipNetworkId: 'eip155:42161', chainId: 42161 })
    expect(before.state).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:42161',
      activeChain: 'eip155',
      initialized: true,
    })
    expect(appkit.getEvent().data.event).toBe('MODAL_CREATED')

    prepareModalOf(appkit)
    await vi.waitFor(() => expect(loadedKitOf(appkit)).toBeDefined())
    expect(getters(appkit)).toEqual(before)
  })

  it('starts on the network storage remembers, as the loaded kit does', async () => {
    const storage = storageWith({ lastUsedChain: 'eip155:42161', activeNamespace: 'eip155' })
    const appkit = testKit({}, { storage })
    const before = getters(appkit)
    expect(before.state.selectedNetworkId).toBe('eip155:42161')
    await bindingOf(appkit).load()
    expect(getters(appkit)).toEqual(before)
  })

  it('keeps what the host set before the load, and hands its listeners over', async () => {
    const appkit = testKit()
    const themes: string[] = []
    const networks: unknown[] = []
    appkit.subscribeTheme((theme) => themes.push(theme.themeMode))
    appkit.subscribeNetwork((network) => networks.push(network.chainId))
    appkit.setThemeMode('light')
    appkit.setThemeVariables({ '--w3m-accent': '#00ff00' })
    expect(() => appkit.setThemeVariables({ '--not-a-variable': 1 } as never)).toThrow(
      'Invalid createAppKit options: themeVariables.--not-a-variable: unknown',
    )
    expect(themes).toEqual(['light', 'light'])
    await appkit.switchNetwork(arbitrum)
    expect(loadedKitOf(appkit)?.theme.state).toEqual({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#00ff00' },
    })
    await vi.waitFor(() => expect(networks).toEqual([42161]))
    appkit.setThemeMode('dark')
    await vi.waitFor(() => expect(themes).toEqual(['light', 'light', 'dark']))
  })

  it('loads the kit at once to restore a session storage says is connected', async () => {
    const storage = storageWith({
      connectionStatus: 'connected',
      connectedNamespaces: ['eip155'],
      connectedConnectorIds: { eip155: 'io.test' },
    })
    const appkit = testKit({ adapters: [scriptedAdapter([mainnet, arbitrum])] }, { storage })
    expect(appkit.getState().initialized).toBe(false)
    expect(appkit.getAccount().status).toBe('connecting')
    await vi.waitFor(() => expect(loadedKitOf(appkit)).toBeDefined())
    await appkit.ready()
    expect(appkit.getAccount()).toMatchObject({ isConnected: true, status: 'connected' })
    expect(appkit.getState().initialized).toBe(true)
  })

  it("starts the adapters' discovery code downloading with the kit on the first intent, never before", async () => {
    const adapter = { ...scriptedAdapter([mainnet, arbitrum]), prepare: vi.fn() }
    const appkit = testKit({ adapters: [adapter] })
    expect(adapter.prepare).not.toHaveBeenCalled()
    prepareModalOf(appkit)
    expect(adapter.prepare).toHaveBeenCalledTimes(1)
    expect(adapter.syncConnectors).not.toHaveBeenCalled()
    await appkit.open()
    prepareModalOf(appkit)
    expect(adapter.prepare).toHaveBeenCalledTimes(1)
    expect(adapter.syncConnectors).toHaveBeenCalled()
  })

  it('checks at once what the first state needs, and the rest when the kit loads', async () => {
    expect(() => testKit({ locale: 'ar_EG' })).toThrow('Invalid createAppKit options: locale: Invalid locale')
    expect(() => testKit({ themeMode: 'sepia' as never })).toThrow(
      'Invalid createAppKit options: themeMode: sepia',
    )
    expect(() => testKit({ siwx: {} as never, siweConfig: {} as never })).toThrow(
      'Options must not set both siweConfig and siwx',
    )
    const appkit = testKit({ featuredWalletIds: 'metamask' as never })
    await expect(appkit.open()).rejects.toThrow('Invalid createAppKit options: featuredWalletIds')
    const withoutSessions = testKit({ siwx: { createMessage: () => undefined } as never })
    await expect(withoutSessions.open()).rejects.toThrow('Invalid createAppKit options: siwx.addSession')
  })
})

describe('the hand-over, as the instance goes through it (see kitHandOver.test.ts for each state)', () => {
  it('is idle until the first intent, loading on it, ready once the kit is built', async () => {
    const appkit = testKit()
    const binding = bindingOf(appkit)
    expect(binding.state()).toBe('idle')
    prepareModalOf(appkit)
    expect(binding.state()).toBe('loading')
    await binding.load()
    expect(binding.state()).toBe('ready')
  })

  it('close() before the kit arrives closes nothing and loads nothing', async () => {
    const appkit = testKit()
    await appkit.close()
    expect(bindingOf(appkit).state()).toBe('idle')
    expect(appkit.getState().open).toBe(false)
  })

  it("close() before the kit arrives leaves an open() waiting for it: the frame's close takes it back (below)", async () => {
    const appkit = testKit()
    const opened = appkit.open()
    expect(bindingOf(appkit).state()).toBe('loading')
    await appkit.close()
    await opened
    expect(appkit.getState().open).toBe(true)
  })
})

describe('the frame a press shows while the kit loads', () => {
  it('an open() the visitor took back (the frame closed) does not open once the kit has loaded', async () => {
    const appkit = testKit({})
    const binding = bindingOf(appkit)
    const opened = appkit.open()
    binding.cancelOpen()
    await opened
    expect(loadedKitOf(appkit)).toBeDefined()
    expect(appkit.getState().open).toBe(false)

    await appkit.open()
    expect(appkit.getState().open).toBe(true)
  })

  it('is dismissed once, as the modal takes its place', async () => {
    const appkit = testKit({})
    const dismiss = vi.fn(() => true)
    bindingOf(appkit).showOpening(dismiss)
    await appkit.open()
    await vi.waitFor(() => expect(dismiss).toHaveBeenCalledOnce())
    await appkit.close()
    await appkit.open()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dismiss).toHaveBeenCalledOnce()
  })
})
