import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet, type SIWXConfig, type SIWXSession } from '@gatehouse/common'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { renderToString } from 'react-dom/server'
import { loadedKitOf } from '../api/kitRegistry'
import { destroyTestKits, testKit } from '../testing/testKits'
import { AppKitProvider } from './hooks'
import { useAppKitSIWX, useAppKitSIWXSession } from './siwxHooks'

afterEach(destroyTestKits)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** A host's SIWX plugin keeping sessions in memory. */
function memorySiwx(): SIWXConfig {
  let sessions: SIWXSession[] = []
  return {
    createMessage: async (input) => {
      const data = {
        ...input,
        domain: 'shop.example',
        uri: 'https://shop.example',
        version: '1',
        nonce: 'n0000001',
      }
      return { ...data, toString: () => `sign in ${input.accountAddress}` }
    },
    addSession: async (session) => void sessions.push(session),
    revokeSession: async () => void (sessions = []),
    setSessions: async (next) => void (sessions = next),
    getSessions: async () => sessions,
  }
}

function SessionProbe() {
  const siwx = useAppKitSIWX()
  const { session, signOut } = useAppKitSIWXSession()
  return (
    <div>
      <p>
        {siwx ? 'on' : 'off'} {session?.data.accountAddress ?? 'signed out'}
      </p>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
    </div>
  )
}

describe('useAppKitSIWX and useAppKitSIWXSession', () => {
  it('give the session once signed in, follow it, and sign out', async () => {
    const siwx = memorySiwx()
    const appkit = testKit({ siwx, adapters: [scriptedAdapter([mainnet, arbitrum])] })
    render(
      <AppKitProvider appkit={appkit}>
        <SessionProbe />
      </AppKitProvider>,
    )
    expect(screen.getByText('on signed out')).toBeTruthy()
    expect(appkit.getSIWX()).toBe(siwx)
    await act(() => appkit.connectWallet('io.test'))
    const kit = loadedKitOf(appkit)
    await vi.waitFor(() => expect(kit?.signIn.state.status).toBe('needed'))
    await act(() => kit?.signIn.signIn() ?? Promise.reject(new Error('no kit')))
    expect(screen.getByText('on 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeTruthy()
    expect(appkit.getSIWXSession()?.signature).toBe('0xsignature')
    await act(async () => screen.getByRole('button').click())
    await vi.waitFor(() => expect(screen.getByText('on signed out')).toBeTruthy())
    expect(await siwx.getSessions('eip155:1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual([])
  })

  it('say sign-in is off without siwx, refuse to sign out, and render on the server', async () => {
    const appkit = testKit()
    expect(
      renderToString(
        <AppKitProvider appkit={appkit}>
          <SessionProbe />
        </AppKitProvider>,
      ),
    ).toContain('off')
    await expect(appkit.signOutSIWX()).rejects.toThrow('SIWX is not enabled')
  })
})
