import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetworkId, SIWXConfig, SIWXSession } from '@gatehouse/common'
import { createToastController } from '../toast/createToastController'
import { kitParts } from '../testing/kitParts'
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

describe('sign in with the wallet (SPEC §2, §4)', () => {
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
