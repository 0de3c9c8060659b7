import { describe, expect, it } from 'vitest'
import {
  farcasterPendingMessage,
  type FrameEventMessage,
  type FrameRequestType,
  type FrameUser,
} from '@gatehouse/common'
import { proxy } from 'valtio/vanilla'
import { memoryStorageBackend, type EmbeddedWalletState } from '@gatehouse/controllers'
import { createStorage } from '@gatehouse/controllers/testing'
import { createEmbeddedWallet } from './createEmbeddedWallet'

const farcasterUser: FrameUser = {
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  chainId: 1,
  accounts: [],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  authProvider: 'farcaster',
  userName: 'gatehouse-dev',
}

/** The embedded wallet's Farcaster sign-in against a scripted frame: each CONNECT_FARCASTER takes the next answer. */
function setUp(connectAnswers: (() => FrameUser)[]) {
  const storage = createStorage(memoryStorageBackend())
  const state = proxy<EmbeddedWalletState>({ frame: 'ready', loggingIn: false })
  const asked: FrameRequestType[] = []
  const listeners = new Set<(event: FrameEventMessage) => void>()
  let authConnected = false
  const { wallet } = createEmbeddedWallet({
    frame: {
      ready: async () => undefined,
      onEvent: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      request: async (type, _params, options) => {
        asked.push(type)
        if (type === 'GET_FARCASTER_URI')
          return { url: `farcaster://connect?channelToken=t${asked.length}` } as never
        if (type === 'RELOAD') {
          setTimeout(
            () => listeners.forEach((listener) => listener({ type: 'ready' } as FrameEventMessage)),
            10,
          )
          return {} as never
        }
        if (type !== 'CONNECT_FARCASTER') return {} as never
        const next = connectAnswers.shift()
        if (!next)
          return new Promise((_, reject) =>
            options?.signal?.addEventListener('abort', () => reject(new Error('Something went wrong'))),
          )
        return next() as never
      },
    },
    rpc: async () => undefined,
    storage,
    state,
    connectAuth: async () => {
      authConnected = true
    },
    isAuthConnected: () => authConnected,
    disconnectAuth: async () => undefined,
    setConnecting: () => undefined,
  })
  return { wallet, state, storage, asked, connected: () => authConnected }
}

const pending = () => {
  throw new Error(farcasterPendingMessage)
}

describe("the embedded wallet's Farcaster sign-in", () => {
  it('keeps the link, asks again while the frame says pending, then connects with the username kept', async () => {
    const kit = setUp([pending, pending, () => farcasterUser])
    expect(await kit.wallet.getFarcasterUri()).toMatch(/^farcaster:\/\/connect\?/)
    expect(kit.state.farcasterUrl).toMatch(/^farcaster:/)
    await kit.wallet.connectFarcaster()
    expect(kit.asked.filter((type) => type === 'CONNECT_FARCASTER')).toHaveLength(3)
    expect(kit.connected()).toBe(true)
    expect(kit.state.farcasterUrl).toBeUndefined()
    expect(kit.storage.get('socialUsername')).toBe('gatehouse-dev')
    expect(kit.storage.get('emailLoginUsed')).toBe(true)
  })

  it('stops at a refusal without connecting', async () => {
    const kit = setUp([
      pending,
      () => {
        throw new Error('The signing address is not the custody address of fid 1')
      },
    ])
    await kit.wallet.getFarcasterUri()
    await expect(kit.wallet.connectFarcaster()).rejects.toThrow(/custody address/)
    expect(kit.connected()).toBe(false)
    expect(kit.storage.get('emailLoginUsed')).toBeUndefined()
  })

  it('leaving clears the link, stops the wait and reloads the frame; the next request waits for it', async () => {
    const kit = setUp([])
    await kit.wallet.getFarcasterUri()
    const waiting = kit.wallet.connectFarcaster().then(
      () => 'connected',
      () => 'stopped',
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    await kit.wallet.clearFarcaster()
    expect(await waiting).toBe('stopped')
    expect(kit.state.farcasterUrl).toBeUndefined()
    expect(kit.asked).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'RELOAD'])
    expect(await kit.wallet.getFarcasterUri()).toMatch(/channelToken=t4/)
  })
})
