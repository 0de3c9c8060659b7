import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet, type CaipNetworkId, type SIWXConfig, type SIWXSession } from '@gatehouse/common'
import type { WalletConnectSignInRequest, WalletConnectSignInResult } from '../adapter/ChainAdapter'
import { kitParts, walletConnectAdapter } from '../testing/kitParts'
import { createToastController } from '../toast/createToastController'
import { closeModal } from './closeModal'
import { createSignIn } from './signIn'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A host's SIWX plugin keeping sessions in memory, with sessions that last `lifetimeMs`. */
function memorySiwx(
  settings: { required?: boolean; signOutOnDisconnect?: boolean; lifetimeMs?: number } = {},
) {
  const sessions: SIWXSession[] = []
  const matches = (session: SIWXSession, chainId: CaipNetworkId, account: string) =>
    session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === account.toLowerCase()
  const siwx = {
    sessions,
    createMessage: vi.fn(async (input: { accountAddress: string; chainId: CaipNetworkId }) => {
      const data = {
        ...input,
        domain: 'app.example.com',
        uri: 'https://app.example.com',
        version: '1',
        nonce: `nonce${sessions.length}`,
        expirationTime: new Date(Date.now() + (settings.lifetimeMs ?? 60_000)).toISOString(),
      }
      return { ...data, toString: () => `sign in ${input.accountAddress} ${data.nonce}` }
    }),
    addSession: vi.fn(async (session: SIWXSession) => {
      if (session.signature === '0xbad') throw new Error('refused')
      sessions.push(session)
    }),
    revokeSession: vi.fn(async (chainId: CaipNetworkId, account: string) => {
      sessions.splice(
        0,
        sessions.length,
        ...sessions.filter((session) => !matches(session, chainId, account)),
      )
    }),
    setSessions: vi.fn(async (next: SIWXSession[]) => void sessions.splice(0, sessions.length, ...next)),
    getSessions: vi.fn(async (chainId: CaipNetworkId, account: string) =>
      sessions.filter(
        (session) =>
          matches(session, chainId, account) && Date.parse(session.data.expirationTime ?? '') > Date.now(),
      ),
    ),
    isSessionExpired: vi.fn(async (chainId: CaipNetworkId, account: string) =>
      sessions.some(
        (session) =>
          matches(session, chainId, account) && Date.parse(session.data.expirationTime ?? '') <= Date.now(),
      ),
    ),
    getRequired: () => settings.required ?? false,
    signOutOnDisconnect: settings.signOutOnDisconnect,
  } satisfies SIWXConfig & Record<string, unknown>
  return siwx
}

function setup(given: ReturnType<typeof memorySiwx> | null = memorySiwx()) {
  const siwx = given ?? memorySiwx()
  const parts = kitParts(given ? { siwx } : {})
  const toast = createToastController()
  const openSignIn = vi.fn(() => {
    parts.modal.setOpen(true)
    parts.router.reset('SIWXSignMessage')
  })
  const close = vi.fn(() => closeModal({ ...parts, analytics: { track: vi.fn() } }))
  const disconnect = vi.fn(async () => {
    await parts.connection.disconnect()
    parts.router.reset('Connect')
  })
  const signIn = createSignIn({ ...parts, toast, openSignIn, close, disconnect })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { ...parts, siwx, toast, openSignIn, close, disconnect, signIn, settle }
}

afterEach(() => vi.useRealTimers())

describe('sign in with the wallet', () => {
  it('asks once connected on a supported network without a session; a signature stores it and closes', async () => {
    const kit = setup()
    expect(kit.signIn.state.status).toBe('off')
    await kit.connect()
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    expect(kit.signIn.state.status).toBe('needed')
    await kit.signIn.signIn()
    expect(kit.adapter.signMessage).toHaveBeenCalledWith({ message: `sign in ${address} nonce0`, address })
    expect(kit.siwx.sessions).toHaveLength(1)
    expect(kit.siwx.sessions[0]).toMatchObject({
      signature: '0xsignature',
      data: { nonce: 'nonce0', chainId: 'eip155:1' },
    })
    expect(Object.hasOwn(kit.siwx.sessions[0]?.data ?? {}, 'toString')).toBe(false)
    expect(kit.signIn.state).toMatchObject({ status: 'signedIn', declined: false })
    expect(kit.connection.state.hasSignInSession).toBe(true)
    expect(kit.modal.state.open).toBe(false)
  })

  it('does not ask when the account already has a session (a reload, or one handed over at connect)', async () => {
    const siwx = memorySiwx()
    const first = setup(siwx)
    await first.connect()
    await vi.waitFor(() => expect(first.openSignIn).toHaveBeenCalled())
    await first.signIn.signIn()
    first.signIn.stop()
    const reloaded = setup(siwx)
    await reloaded.connect()
    await vi.waitFor(() => expect(reloaded.signIn.state.status).toBe('signedIn'))
    expect(reloaded.openSignIn).not.toHaveBeenCalled()
    expect(reloaded.connection.state.hasSignInSession).toBe(true)
  })

  it('does nothing without sign-in configured, and refuses its actions', async () => {
    const kit = setup(null)
    await kit.connect()
    await kit.settle()
    expect(kit.openSignIn).not.toHaveBeenCalled()
    await expect(kit.signIn.signIn()).rejects.toThrow('SIWX is not enabled')
    await expect(kit.signIn.signOut()).rejects.toThrow('SIWX is not enabled')
  })

  it('shows the view again with Signature declined when the wallet declines or the session is refused', async () => {
    const kit = setup()
    await kit.connect()
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    kit.adapter.signMessage.mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }))
    await kit.signIn.signIn()
    expect(kit.signIn.state).toMatchObject({ status: 'needed', declined: true })
    expect(kit.toast.state).toMatchObject({ open: true, message: 'Signature declined', variant: 'error' })
    expect(kit.openSignIn).toHaveBeenCalledTimes(2)
    expect(kit.connection.isConnected()).toBe(true)
    kit.adapter.signMessage.mockResolvedValueOnce('0xbad')
    await kit.signIn.signIn()
    expect(kit.signIn.state.declined).toBe(true)
    expect(kit.siwx.sessions).toHaveLength(0)
    await kit.signIn.signIn()
    expect(kit.signIn.state).toMatchObject({ status: 'signedIn', declined: false })
  })

  it('cancel closes when sign-in is optional, and disconnects when it is required', async () => {
    const optional = setup()
    await optional.connect()
    await vi.waitFor(() => expect(optional.openSignIn).toHaveBeenCalled())
    await optional.signIn.cancel()
    expect(optional.modal.state.open).toBe(false)
    expect(optional.connection.isConnected()).toBe(true)

    const required = setup(memorySiwx({ required: true }))
    await required.connect()
    await vi.waitFor(() => expect(required.openSignIn).toHaveBeenCalled())
    expect(required.close()).toBe(false)
    expect(required.modal.state.open).toBe(true)
    await required.signIn.cancel()
    expect(required.disconnect).toHaveBeenCalledOnce()
    expect(required.connection.isConnected()).toBe(false)
    expect(required.modal.state.open).toBe(false)
  })

  it('asks again with Session Expired when the session expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const kit = setup(memorySiwx({ lifetimeMs: 5_000 }))
    await kit.connect()
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    await kit.signIn.signIn()
    expect(kit.signIn.state.expired).toBe(false)
    await vi.advanceTimersByTimeAsync(5_001)
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledTimes(2))
    expect(kit.signIn.state).toMatchObject({ status: 'needed', expired: true, session: undefined })
    expect(kit.alert.state).toMatchObject({ open: true, shortMessage: 'Session Expired' })
    expect(kit.connection.state.hasSignInSession).toBe(false)
  })

  it('says Session Expired when the account’s kept session is found expired, until it signs again', async () => {
    const siwx = memorySiwx()
    const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    // Kept from an earlier visit, expired since.
    siwx.sessions.push({
      data: { ...message, expirationTime: new Date(Date.now() - 1_000).toISOString() },
      message: message.toString(),
      signature: '0x01',
    })
    const kit = setup(siwx)
    await kit.connect()
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    expect(kit.signIn.state).toMatchObject({ status: 'needed', expired: true, session: undefined })
    expect(siwx.isSessionExpired).toHaveBeenCalledWith('eip155:1', address)
    await kit.signIn.signIn()
    expect(kit.signIn.state).toMatchObject({ status: 'signedIn', expired: false })
  })

  it('asks without a word for an account that never signed in, or whose SIWX cannot tell', async () => {
    const fresh = setup()
    await fresh.connect()
    await vi.waitFor(() => expect(fresh.openSignIn).toHaveBeenCalledOnce())
    expect(fresh.signIn.state).toMatchObject({ status: 'needed', expired: false })

    const failing = memorySiwx()
    failing.isSessionExpired.mockRejectedValue(new Error('storage unavailable'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const kit = setup(failing)
    await kit.connect()
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    expect(kit.signIn.state).toMatchObject({ status: 'needed', expired: false })
    expect(warn).toHaveBeenCalledWith(
      '[gatehouse] reading whether the sign-in session expired failed',
      expect.any(Error),
    )
    warn.mockRestore()
  })

  it('asks again for a new account or network without a session', async () => {
    const kit = setup()
    await kit.connect()
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    await kit.signIn.signIn()
    kit.adapter.connectAs(other)
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledTimes(2))
    expect(kit.siwx.getSessions).toHaveBeenLastCalledWith('eip155:1', other)
    await kit.signIn.signIn()
    kit.adapter.emit({ status: 'connected', address: other, chainId: 42161, connectorId: 'io.test' })
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledTimes(3))
    expect(kit.siwx.getSessions).toHaveBeenLastCalledWith('eip155:42161', other)
    // Back on the first account and network: its session is still valid, no prompt.
    kit.adapter.emit({ status: 'connected', address, chainId: 1, connectorId: 'io.test' })
    await vi.waitFor(() => expect(kit.signIn.state.status).toBe('signedIn'))
    expect(kit.openSignIn).toHaveBeenCalledTimes(3)
  })

  it('revokes the account’s sessions on disconnect unless signOutOnDisconnect is false', async () => {
    for (const signOutOnDisconnect of [undefined, false]) {
      const kit = setup(memorySiwx({ signOutOnDisconnect }))
      await kit.connect()
      await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalled())
      await kit.signIn.signIn()
      await kit.disconnect()
      await kit.settle()
      expect(kit.signIn.state).toMatchObject({ status: 'off', session: undefined })
      expect(kit.siwx.revokeSession).toHaveBeenCalledTimes(signOutOnDisconnect === false ? 0 : 1)
      expect(kit.siwx.sessions).toHaveLength(signOutOnDisconnect === false ? 1 : 0)
    }
  })

  it('signs out on the host’s request, disconnecting too when sign-in is required', async () => {
    const kit = setup()
    await kit.connect()
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalled())
    await kit.signIn.signIn()
    await kit.signIn.signOut()
    expect(kit.siwx.sessions).toHaveLength(0)
    expect(kit.signIn.state).toMatchObject({ status: 'needed', session: undefined })
    expect(kit.connection.isConnected()).toBe(true)

    const required = setup(memorySiwx({ required: true }))
    await required.connect()
    await vi.waitFor(() => expect(required.openSignIn).toHaveBeenCalled())
    await required.signIn.signIn()
    await required.signIn.signOut()
    expect(required.connection.isConnected()).toBe(false)
  })
})

/** A WalletConnect adapter with one-step sign-in: the wallet signs a session per requested chain. */
function oneStepAdapter(answer: 'sign' | 'connectOnly' | 'decline' = 'sign') {
  const adapter = walletConnectAdapter('eip155', [mainnet, arbitrum])
  const connectWithSignIn = vi.fn(
    async ({
      request,
      onUri,
    }: {
      request: WalletConnectSignInRequest
      onUri(uri: string): void
    }): Promise<WalletConnectSignInResult> => {
      onUri('wc:pairing@2')
      if (answer === 'decline') throw Object.assign(new Error('User rejected'), { code: 4001 })
      const connected = { ...(await adapter.connect()), connectorId: 'walletConnect' }
      const sessions = request.chains.map((chainId) => ({
        data: {
          accountAddress: address,
          chainId,
          domain: request.domain,
          uri: request.uri,
          version: '1',
          nonce: request.nonce,
          expirationTime: request.expirationTime,
        },
        message: `signed on ${chainId}`,
        signature: '0xsignature',
      }))
      return { ...connected, sessions: answer === 'sign' ? sessions : [] }
    },
  )
  return Object.assign(adapter, { connectWithSignIn })
}

function oneStepSetup(
  adapter: ReturnType<typeof oneStepAdapter>,
  siwx: ReturnType<typeof memorySiwx> | null,
) {
  const parts = kitParts({ adapters: [adapter], ...(siwx ? { siwx } : {}) })
  const toast = createToastController()
  const openSignIn = vi.fn()
  const signIn = createSignIn({ ...parts, toast, openSignIn, close: vi.fn(() => true), disconnect: vi.fn() })
  return { ...parts, adapter, toast, openSignIn, signIn }
}

describe('one-step sign-in over WalletConnect', () => {
  it('connects and signs in with one answer: no signature prompt, the visitor’s network first', async () => {
    const siwx = memorySiwx()
    const kit = oneStepSetup(oneStepAdapter(), siwx)
    const onUri = vi.fn()
    await kit.signIn.connectWalletConnect('eip155', onUri)
    expect(onUri).toHaveBeenCalledWith('wc:pairing@2')
    expect(siwx.createMessage).toHaveBeenCalledWith({
      accountAddress: '<<AccountAddress>>',
      chainId: 'eip155:1',
    })
    expect(kit.adapter.connectWithSignIn.mock.calls[0]?.[0].request).toMatchObject({
      chains: ['eip155:1', 'eip155:42161'],
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      nonce: 'nonce0',
    })
    expect(siwx.addSession.mock.calls.map(([session]) => session.data.chainId)).toEqual([
      'eip155:1',
      'eip155:42161',
    ])
    await vi.waitFor(() => expect(kit.signIn.state.status).toBe('signedIn'))
    expect(kit.openSignIn).not.toHaveBeenCalled()
    expect(kit.adapter.signMessage).not.toHaveBeenCalled()
    expect(kit.adapter.connectWalletConnect).not.toHaveBeenCalled()
    expect(kit.connection.state.hasSignInSession).toBe(true)
  })

  it('asks for a signature as usual when the wallet only connected', async () => {
    const kit = oneStepSetup(oneStepAdapter('connectOnly'), memorySiwx())
    await kit.signIn.connectWalletConnect('eip155', vi.fn())
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    expect(kit.signIn.state).toMatchObject({ status: 'needed', declined: false })
  })

  it('a refused session is a failed sign-in: Signature declined', async () => {
    const siwx = memorySiwx()
    siwx.addSession.mockRejectedValueOnce(new Error('nonce'))
    const kit = oneStepSetup(oneStepAdapter(), siwx)
    await kit.signIn.connectWalletConnect('eip155', vi.fn())
    await vi.waitFor(() => expect(kit.openSignIn).toHaveBeenCalledOnce())
    expect(kit.signIn.state).toMatchObject({ status: 'needed', declined: true })
    expect(kit.toast.state).toMatchObject({ open: true, message: 'Signature declined', variant: 'error' })
  })

  it('a decline rejects as a plain connect does and stores nothing', async () => {
    const siwx = memorySiwx()
    const kit = oneStepSetup(oneStepAdapter('decline'), siwx)
    await expect(kit.signIn.connectWalletConnect('eip155', vi.fn())).rejects.toMatchObject({ code: 4001 })
    expect(kit.connection.isConnected()).toBe(false)
    expect(kit.connection.state.lastFailure).toMatchObject({ connectorId: 'walletConnect' })
    expect(siwx.addSession).not.toHaveBeenCalled()
  })

  it('is the plain WalletConnect connect without sign-in or without the capability', async () => {
    const withoutSiwx = oneStepSetup(oneStepAdapter(), null)
    await withoutSiwx.signIn.connectWalletConnect('eip155', vi.fn())
    expect(withoutSiwx.adapter.connectWalletConnect).toHaveBeenCalledOnce()
    expect(withoutSiwx.adapter.connectWithSignIn).not.toHaveBeenCalled()

    const plain = walletConnectAdapter('eip155', [mainnet, arbitrum])
    const siwx = memorySiwx()
    const kit = oneStepSetup(plain as ReturnType<typeof oneStepAdapter>, siwx)
    await kit.signIn.connectWalletConnect('eip155', vi.fn())
    expect(plain.connectWalletConnect).toHaveBeenCalledOnce()
    expect(siwx.createMessage).not.toHaveBeenCalledWith(
      expect.objectContaining({ accountAddress: '<<AccountAddress>>' }),
    )
  })
})
