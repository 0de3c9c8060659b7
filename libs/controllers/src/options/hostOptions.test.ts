import { describe, expect, it, vi } from 'vitest'
import { arbitrum, localhost, mainnet, type Network } from '@gatehouse/common'
import { createControllers } from '../kit/createControllers'
import { memoryStorageBackend } from '../storage/createStorage'
import { walletConnectAdapter } from '../testing/kitParts'
import { desktopTestPlatform } from '../testing/testPlatform'
import type { AppKitOptions } from './types'

// The AppKit options a host switches over with, each either working or refused naming the option.
// featuredWalletIds / includeWalletIds / excludeWalletIds: catalogue.test.ts; allowUnsupportedChain:
// flows/unsupportedNetwork.test.ts; these cover the rest through the kit itself.

const networks: [Network, ...Network[]] = [mainnet, arbitrum]

function kit(overrides: Partial<AppKitOptions> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname
    return Response.json(path === '/getWallets' ? { count: 0, data: [] } : { features: [] })
  })
  const controllers = createControllers(
    { networks, adapters: [walletConnectAdapter('eip155', networks)], projectId: 'test', ...overrides },
    { storage: memoryStorageBackend(), platform: desktopTestPlatform, fetch },
  )
  const paths = () => fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)
  return { kit: controllers, paths }
}

describe('AppKit options', () => {
  it('defaultNetwork: the kit starts on it', () => {
    expect(kit({ defaultNetwork: arbitrum }).kit.chain.caipNetworkId()).toBe(arbitrum.caipNetworkId)
    expect(kit().kit.chain.caipNetworkId()).toBe(mainnet.caipNetworkId)
  })

  it('defaultNetwork: one that is not among networks is refused, naming the option', () => {
    expect(() => kit({ defaultNetwork: localhost })).toThrow(
      `Invalid createAppKit options: defaultNetwork: ${localhost.caipNetworkId} is not one of networks`,
    )
  })

  it('enableWalletConnect: true loads the catalogue on intent and pairs over WalletConnect', async () => {
    const { kit: controllers, paths } = kit()
    await controllers.prepare()
    expect(controllers.walletConnectNamespace()).toBe('eip155')
    expect(paths()).toContain('/getWallets')
  })

  it('enableWalletConnect: false means no WalletConnect entry, no catalogue and no pairing', async () => {
    const { kit: controllers, paths } = kit({ enableWalletConnect: false })
    await controllers.prepare()
    expect(controllers.walletConnectNamespace()).toBeUndefined()
    expect(paths()).not.toContain('/getWallets')
    await expect(controllers.connectNamedWallet('walletConnect')).rejects.toThrow(
      /enableWalletConnect is false/,
    )
  })

  it("themeMode and themeVariables: applied with AppKit's --w3m-* names", () => {
    const variables = {
      '--w3m-accent': '#ff5a00',
      '--w3m-color-mix': '#00bb7f',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-family': 'Georgia, serif',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 9999,
    }
    const { theme } = kit({ themeMode: 'light', themeVariables: variables }).kit
    expect(theme.state).toEqual({ themeMode: 'light', themeVariables: variables })
  })

  it('themeVariables: an unknown key is refused, naming it, at creation and later', () => {
    expect(() => kit({ themeVariables: { '--w3m-accnt': 'red' } as never })).toThrow(
      /themeVariables.*--w3m-accnt/,
    )
    const { theme } = kit().kit
    expect(() => theme.setThemeVariables({ '--w3m-background': '#000' } as never)).toThrow(/--w3m-background/)
  })

  it('themeMode: anything but light or dark is refused, naming the option', () => {
    expect(() => kit({ themeMode: 'blue' as never })).toThrow(/themeMode/)
  })
})
