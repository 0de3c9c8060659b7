import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet, type SIWXConfig, type SIWXMessageInput, type SIWXSession } from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { FeatureProvider } from '@gatehouse/controllers/react'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { SIWXSignMessageView } from './SIWXSignMessageView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function memorySiwx(required: boolean, keptSessionExpired: boolean) {
  const sessions: SIWXSession[] = []
  return {
    sessions,
    createMessage: vi.fn(async (input: SIWXMessageInput) => {
      const data = {
        ...input,
        domain: 'shop.example',
        uri: 'https://shop.example',
        version: '1',
        nonce: 'n0000001',
      }
      return { ...data, toString: () => `shop.example wants you to sign in with ${input.accountAddress}` }
    }),
    addSession: vi.fn(async (session: SIWXSession) => void sessions.push(session)),
    revokeSession: vi.fn(async () => {}),
    setSessions: vi.fn(async () => {}),
    getSessions: vi.fn(async () => sessions),
    // A session kept from an earlier visit that has expired since (until a new one is stored).
    isSessionExpired: vi.fn(async () => keptSessionExpired && sessions.length === 0),
    getRequired: () => required,
  } satisfies SIWXConfig & Record<string, unknown>
}

async function renderSignIn(required = false, { keptSessionExpired = false } = {}) {
  const adapter = scriptedAdapter([mainnet], address)
  const siwx = memorySiwx(required, keptSessionExpired)
  const kit = createControllers(
    {
      networks: [mainnet],
      adapters: [adapter],
      projectId: 'p1',
      siwx,
      metadata: { name: 'Example Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
    },
    { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
  )
  adapter.connectAs()
  await waitFor(() => expect(kit.signIn.state.status).toBe('needed'))
  render(
    <FeatureProvider context={createFeatureContext(kit)}>
      <SIWXSignMessageView />
    </FeatureProvider>,
  )
  await screen.findByText('Example Shop wants you to sign in')
  return { kit, adapter, siwx }
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('SIWXSignMessage', () => {
  it('shows the application, the account and what signing does; Sign stores the session', async () => {
    const { kit, adapter, siwx } = await renderSignIn()
    expect(document.querySelector('.gh-siwx__account')?.textContent).toBe('Account 0xf3…b92266')
    expect(screen.getByText(/Signing is free/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(siwx.sessions).toHaveLength(1))
    expect(adapter.signMessage).toHaveBeenCalledWith({
      message: `shop.example wants you to sign in with ${address}`,
      address,
    })
    expect(kit.signIn.state.status).toBe('signedIn')
  })

  it('is busy while the wallet is asked, and says Signature declined when it declines', async () => {
    const { adapter } = await renderSignIn()
    let decline: (error: Error) => void = () => {}
    adapter.signMessage.mockImplementationOnce(() => new Promise((_, reject) => (decline = reject)))
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await screen.findByText('Waiting for your wallet to sign…')
    expect(screen.getByRole('button', { name: /Sign/ }).getAttribute('aria-busy')).toBe('true')
    decline(Object.assign(new Error('User rejected'), { code: 4001 }))
    expect(await screen.findByText('Signature declined')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy()
  })

  it('offers Disconnect instead of Cancel when sign-in is required, and says why', async () => {
    const { kit } = await renderSignIn(true)
    expect(screen.getByText('This application requires signing in to stay connected.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(kit.connection.isConnected()).toBe(false))
  })

  it('says Session Expired when asking again after an expiry', async () => {
    const { kit } = await renderSignIn()
    kit.signIn.state.expired = true
    expect(await screen.findByText('Session Expired')).toBeTruthy()
  })

  it('announces why it asks again when the kept session expired, and says it no more once signed', async () => {
    const { kit, siwx } = await renderSignIn(false, { keptSessionExpired: true })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Session Expired')
    expect(alert.textContent).toContain('Your sign-in has expired. Sign again to continue.')
    expect(siwx.isSessionExpired).toHaveBeenCalledWith('eip155:1', address)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(kit.signIn.state.status).toBe('signedIn'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Session Expired')).toBeNull()
  })
})
