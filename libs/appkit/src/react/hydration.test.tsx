import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { destroyTestKits, testKit } from '../testing/testKits'
import { AppKitProvider, useAppKitAccount } from './hooks'
import type { AppKit } from '../api/types'

function Account() {
  const { status, address } = useAppKitAccount()
  return <p>{`${status} ${address ?? 'none'}`}</p>
}

const page = (appkit: AppKit) => (
  <AppKitProvider appkit={appkit}>
    <Account />
  </AppKitProvider>
)

afterEach(destroyTestKits)

describe('hydration after a server render of a visitor wagmi restored from a cookie', () => {
  it('agrees with the server on the first client render, then follows the live connection', async () => {
    const serverKit = testKit()
    const html = renderToString(page(serverKit))

    // On the client the session is already back (wagmi read the cookie) before React hydrates: the
    // host runs the adapter's runtime itself, so the kit loads at once to follow it.
    const adapter = Object.assign(scriptedAdapter([mainnet, arbitrum]), {
      whenHostStarts: (listener: () => void) => listener(),
    })
    const clientKit = testKit({ adapters: [adapter] })
    await clientKit.ready()
    adapter.connectAs()
    expect(clientKit.getAccount().status).toBe('connected')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const hydrationErrors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, page(clientKit), {
        onRecoverableError: (error) => hydrationErrors.push(error),
      })
    })
    expect(hydrationErrors).toEqual([])
    expect(container.textContent).toBe(`connected ${clientKit.getAccount().address}`)
  })
})
