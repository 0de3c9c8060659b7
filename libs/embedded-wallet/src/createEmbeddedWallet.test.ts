import { describe, expect, it, vi } from 'vitest'
import type { FrameRequestType, FrameUser } from '@gatehouse/common'
import { proxy } from 'valtio/vanilla'
import { memoryStorageBackend, type EmbeddedWalletState } from '@gatehouse/controllers'
import { createStorage } from '@gatehouse/controllers/testing'
import { createEmbeddedWallet } from './createEmbeddedWallet'

const user: FrameUser = {
  email: 'visitor@example.com',
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  chainId: 1,
  accounts: [],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  authProvider: 'email',
}

/** The frame's answers to each request type (the frame client is tested in Chromium in tools/). */
function setUp(
  answers: Partial<Record<FrameRequestType, () => unknown>> = {},
  options: { connectFails?: boolean } = {},
) {
  let clock = 1_000_000
  const storage = createStorage(memoryStorageBackend())
  const state = proxy<EmbeddedWalletState>({ frame: 'absent', loggingIn: false })
  const asked: FrameRequestType[] = []
  const statuses: boolean[] = []
  let authConnected = false
  const { wallet, transport } = createEmbeddedWallet({
    frame: {
      ready: async () => undefined,
      onEvent: () => () => undefined,
      request: async (type) => {
        asked.push(type)
        const answer = answers[type]
        if (!answer) return {} as never
        return answer() as never
      },
    },
    rpc: async () => undefined,
    storage,
    state,
    connectAuth: async () => {
      if (options.connectFails) throw new Error('the AUTH connector did not connect')
      authConnected = true
    },
    isAuthConnected: () => authConnected,
    disconnectAuth: async () => {
      authConnected = false
      await transport.signOut()
    },
    setConnecting: (on) => statuses.push(on),
    now: () => clock,
  })
  return { wallet, transport, storage, state, asked, statuses, tick: (ms: number) => (clock += ms) }
}

describe('the embedded wallet', () => {
  it("refuses a new code within 30 s: 'Please try again after {n} seconds'", async () => {
    const kit = setUp({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    await expect(kit.wallet.connectEmail('visitor@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' })
    kit.tick(12_300)
    await expect(kit.wallet.connectEmail('visitor@example.com')).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    kit.tick(17_700)
    await expect(kit.wallet.connectEmail('visitor@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(kit.asked.filter((type) => type === 'CONNECT_EMAIL')).toHaveLength(2)
    expect(kit.storage.get('email')).toBe('visitor@example.com')
    expect(kit.storage.get('lastEmailLoginTime')).toBe(1_030_000)
  })

  it('a code connects the AUTH connector, marks the e-mail login used and says connecting meanwhile', async () => {
    const kit = setUp({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }), GET_USER: () => user })
    await kit.wallet.connectEmail('visitor@example.com')
    await kit.wallet.connectOtp('123456')
    expect(kit.statuses).toEqual([true])
    expect(kit.storage.get('emailLoginUsed')).toBe(true)
    expect(kit.transport.loginUsed()).toBe(true)
    expect(kit.state).toMatchObject({ loggingIn: false, pendingEmail: undefined })
  })

  it('a wrong code ends the connecting state and leaves the login unused', async () => {
    const kit = setUp({
      CONNECT_OTP: () => {
        throw new Error('Invalid code')
      },
    })
    await expect(kit.wallet.connectOtp('000000')).rejects.toThrow('Invalid code')
    expect(kit.statuses).toEqual([true, false])
    expect(kit.storage.get('emailLoginUsed')).toBeUndefined()
  })

  it('asks the frame for the social login start address of a provider', async () => {
    const kit = setUp({ GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://127.0.0.1:8787/social/start?x=1' }) })
    await expect(kit.wallet.getSocialRedirectUri('github')).resolves.toBe(
      'http://127.0.0.1:8787/social/start?x=1',
    )
    expect(kit.asked).toEqual(['GET_SOCIAL_REDIRECT_URI'])
  })

  it('a social result connects the AUTH connector and stores the login used and the social username', async () => {
    const social: FrameUser = { ...user, email: undefined, userName: 'octocat', authProvider: 'github' }
    const kit = setUp({ CONNECT_SOCIAL: () => social, GET_USER: () => social })
    await kit.wallet.connectSocial('http://127.0.0.1:8787/social/result/abc')
    expect(kit.asked).toEqual(['CONNECT_SOCIAL'])
    expect(kit.statuses).toEqual([true])
    expect(kit.storage.get('emailLoginUsed')).toBe(true)
    expect(kit.storage.get('socialUsername')).toBe('octocat')
    expect(kit.state).toMatchObject({
      loggingIn: false,
      user: { userName: 'octocat', authProvider: 'github' },
    })
  })

  it('a refused social result stores nothing and ends the connecting state', async () => {
    const kit = setUp({
      CONNECT_SOCIAL: () => {
        throw new Error('The login result has expired')
      },
    })
    await expect(kit.wallet.connectSocial('http://127.0.0.1:8787/social/result/old')).rejects.toThrow(
      'The login result has expired',
    )
    expect(kit.statuses).toEqual([true, false])
    expect(kit.storage.get('emailLoginUsed')).toBeUndefined()
    expect(kit.storage.get('socialUsername')).toBeUndefined()
    expect(kit.state.user).toBeUndefined()
  })

  it('a social login the kit cannot connect leaves nothing stored', async () => {
    const social: FrameUser = { ...user, email: undefined, userName: 'octocat', authProvider: 'github' }
    const kit = setUp({ CONNECT_SOCIAL: () => social }, { connectFails: true })
    await expect(kit.wallet.connectSocial('http://127.0.0.1:8787/social/result/abc')).rejects.toThrow(
      'the AUTH connector did not connect',
    )
    expect(kit.statuses).toEqual([true, false])
    expect(kit.storage.get('emailLoginUsed')).toBeUndefined()
    expect(kit.storage.get('socialUsername')).toBeUndefined()
    expect(kit.state.user).toBeUndefined()
  })

  it('sign-out clears the e-mail-used flag, e-mail, last chain and social username', async () => {
    const kit = setUp({ GET_USER: () => user })
    kit.storage.set('emailLoginUsed', true)
    kit.storage.set('email', 'visitor@example.com')
    kit.storage.set('lastUsedChain', 'eip155:1')
    kit.storage.set('socialUsername', 'visitor')
    await kit.transport.request('GET_USER', {})
    expect(kit.state.user?.email).toBe('visitor@example.com')
    await kit.wallet.signOut()
    expect(kit.asked).toContain('SIGN_OUT')
    for (const key of ['emailLoginUsed', 'email', 'lastUsedChain', 'socialUsername'] as const)
      expect(kit.storage.get(key)).toBeUndefined()
    expect(kit.state.user).toBeUndefined()
  })

  it('sign-out waits at most 3 s for a frame that does not answer', async () => {
    vi.useFakeTimers()
    const kit = setUp({ SIGN_OUT: () => new Promise(() => undefined) })
    kit.storage.set('email', 'visitor@example.com')
    const done = kit.wallet.signOut()
    await vi.advanceTimersByTimeAsync(3_000)
    await done
    expect(kit.storage.get('email')).toBeUndefined()
    vi.useRealTimers()
  })
})
