import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Encoder,
  signBytes,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { isUserRejection, solana, solanaDevnet, solanaLocalnet } from '@gatehouse/common'
import { SolanaAdapter } from './SolanaAdapter'

/**
 * A Wallet Standard wallet in memory, signing with a WebCrypto ed25519 key, that registers itself
 * the way extensions do. The adapter sees nothing but the standard's features.
 */
async function memoryWallet(name = 'Memory Wallet') {
  const keys = await generateKeyPair()
  const address = await getAddressFromPublicKey(keys.publicKey)
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))
  const account: WalletAccount = {
    address,
    publicKey,
    chains: ['solana:localnet', 'solana:mainnet'],
    features: ['solana:signMessage'],
  }
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const state = { authorized: false, reject: false, accounts: [] as WalletAccount[], disconnects: 0 }
  const setAccounts = (accounts: WalletAccount[]) => {
    state.accounts = accounts
    listeners.forEach((listener) => listener({ accounts }))
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:localnet', 'solana:mainnet'],
    get accounts() {
      return state.accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (!input?.silent) {
            if (state.reject) throw new Error('User rejected the request.')
            state.authorized = true
          }
          setAccounts(state.authorized ? [account] : [])
          return { accounts: state.accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          state.authorized = false
          state.disconnects++
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: string, listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { message: Uint8Array }[]) {
          if (state.reject) throw new Error('User rejected the request.')
          return Promise.all(
            inputs.map(async (input) => ({
              signedMessage: input.message,
              signature: new Uint8Array(await signBytes(keys.privateKey, input.message)),
            })),
          )
        },
      },
    },
  }
  /** Registers as extensions do: now, and again with an app that says it is ready later. */
  const register = () => {
    const callback = (api: { register(wallet: Wallet): () => void }) => api.register(wallet)
    window.addEventListener('wallet-standard:app-ready', (event) =>
      callback((event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail),
    )
    window.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback }))
  }
  return { wallet, keys, address, state, setAccounts, register, account }
}

const kitEvents = () => ({ connectorsChanged: vi.fn(), connectionChanged: vi.fn(), transactionSent: vi.fn() })

beforeEach(() => {
  const page = Object.assign(new EventTarget(), { localStorage: new Map<string, string>() })
  const storage = page.localStorage
  vi.stubGlobal('window', {
    addEventListener: page.addEventListener.bind(page),
    removeEventListener: page.removeEventListener.bind(page),
    dispatchEvent: page.dispatchEvent.bind(page),
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A fresh copy of the module graph, as a new page load has (the Wallet Standard registry is per page). */
async function freshAdapter(options: ConstructorParameters<typeof SolanaAdapter>[0] = {}) {
  vi.resetModules()
  const module = await import('./SolanaAdapter')
  const adapter = new module.SolanaAdapter(options)
  const events = kitEvents()
  adapter.setup({ events, projectId: undefined })
  return { adapter, events }
}

describe('SolanaAdapter', () => {
  it('touches nothing while constructed and set up', () => {
    const window = vi.fn()
    vi.stubGlobal('window', new Proxy({}, { get: window }))
    const adapter = new SolanaAdapter()
    adapter.setup({ events: kitEvents(), projectId: undefined })
    expect(window).not.toHaveBeenCalled()
    expect(adapter.namespace).toBe('solana')
  })

  it('lists the page’s Solana wallets, and one that registers later', async () => {
    const first = await memoryWallet('First')
    first.register()
    const { adapter, events } = await freshAdapter()
    adapter.prepare()
    await adapter.syncConnectors()
    expect(events.connectorsChanged).toHaveBeenLastCalledWith([
      { id: 'First', name: 'First', type: 'ANNOUNCED', chain: 'solana', imageUrl: first.wallet.icon },
    ])
    ;(await memoryWallet('Second')).register()
    expect(events.connectorsChanged.mock.lastCall?.[0].map((c: { id: string }) => c.id)).toEqual([
      'First',
      'Second',
    ])
  })

  it('connects on the kit’s network, signs messages the public key verifies, and disconnects', async () => {
    const memory = await memoryWallet()
    memory.register()
    const { adapter } = await freshAdapter()
    await adapter.syncConnectors()
    const result = await adapter.connect({ connectorId: 'Memory Wallet', network: solanaLocalnet })
    expect(result).toEqual({
      address: memory.address,
      chainId: solanaLocalnet.id,
      connectorId: 'Memory Wallet',
      accounts: [{ address: memory.address, type: 'eoa', publicKey: memory.address }],
    })
    expect(adapter.activeNetwork).toBe(solanaLocalnet)
    const provider = adapter.getWalletProvider()
    expect(provider?.publicKey.toBase58()).toBe(memory.address)
    const signature = await adapter.signMessage({ message: 'Hello Solana', address: memory.address })
    const bytes = signatureBytes(new Uint8Array(getBase58Encoder().encode(signature)))
    expect(
      await verifySignature(memory.keys.publicKey, bytes, new TextEncoder().encode('Hello Solana')),
    ).toBe(true)
    await adapter.disconnect()
    expect(memory.state.disconnects).toBe(1)
    expect(adapter.getWalletProvider()).toBeUndefined()
  })

  it('reads a decline as 4001', async () => {
    const memory = await memoryWallet()
    memory.register()
    memory.state.reject = true
    const { adapter } = await freshAdapter()
    const declined = await adapter.connect({ connectorId: 'Memory Wallet' }).catch((error: unknown) => error)
    expect(isUserRejection(declined)).toBe(true)
  })

  it('mirrors the wallet’s account changes, and its leaving, as adapter events', async () => {
    const memory = await memoryWallet()
    memory.register()
    const { adapter, events } = await freshAdapter()
    await adapter.connect({ connectorId: 'Memory Wallet', network: solana })
    const other = await memoryWallet()
    memory.setAccounts([other.account])
    expect(events.connectionChanged).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'connected', address: other.address, chainId: solana.id }),
    )
    memory.setAccounts([])
    expect(events.connectionChanged).toHaveBeenLastCalledWith({ status: 'disconnected' })
    expect(adapter.getWalletProvider()).toBeUndefined()
  })

  it('restores a session silently on its network after a reload, and nothing without one', async () => {
    const memory = await memoryWallet()
    memory.register()
    const first = await freshAdapter()
    await first.adapter.connect({ connectorId: 'Memory Wallet', network: solanaDevnet })
    // The page reloads: a new registry, the same wallet (it remembers its session) and storage.
    const reloaded = await freshAdapter()
    memory.register()
    const restored = await reloaded.adapter.reconnect({ connectorId: 'Memory Wallet' })
    expect(restored).toMatchObject({ address: memory.address, chainId: solanaDevnet.id })
    memory.state.authorized = false
    const again = await freshAdapter()
    memory.register()
    expect(await again.adapter.reconnect({ connectorId: 'Memory Wallet' })).toBeUndefined()
  })

  it('switches among Solana networks, remembering the choice', async () => {
    const memory = await memoryWallet()
    memory.register()
    const { adapter } = await freshAdapter()
    await adapter.connect({ connectorId: 'Memory Wallet', network: solana })
    const heard = vi.fn()
    adapter.subscribeNetwork(heard)
    await adapter.switchNetwork(solanaLocalnet)
    expect(adapter.activeNetwork).toBe(solanaLocalnet)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem('gatehouse.solana.network')).toBe(solanaLocalnet.caipNetworkId)
  })
})
