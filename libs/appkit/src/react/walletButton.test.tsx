import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { renderToString } from 'react-dom/server'
import { destroyTestKits, testKit } from '../testing/testKits'
import { AppKitProvider } from './hooks'
import { WalletButton, type WalletButtonRenderProps } from './WalletButton'

afterEach(destroyTestKits)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** A host's own button, RainbowKit style. */
function describeState(state: WalletButtonRenderProps) {
  const flags = (['mounted', 'ready', 'loading', 'connected'] as const).filter((flag) => state[flag])
  return (
    <button type="button" disabled={!state.ready} onClick={() => void state.connect()}>
      {state.connector.name}: {flags.join(' ') || 'none'} {state.error?.message ?? ''}
    </button>
  )
}

describe('WalletButton.Custom', () => {
  it('shows a short name as its brand, connects the wallet it names on the press, and then says so', async () => {
    const appkit = testKit({ adapters: [scriptedAdapter([mainnet, arbitrum])] })
    render(
      <AppKitProvider appkit={appkit}>
        <WalletButton.Custom wallet="Test Wallet">{describeState}</WalletButton.Custom>
        <WalletButton.Custom wallet="metamask">{describeState}</WalletButton.Custom>
      </AppKitProvider>,
    )
    expect(screen.getByRole('button', { name: 'MetaMask: mounted ready' })).toBeTruthy()
    await act(async () => screen.getByRole('button', { name: 'Test Wallet: mounted ready' }).click())
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Test Wallet: mounted ready connected' })).toBeTruthy(),
    )
    // Connected with another wallet than the one this button names.
    expect(screen.getByRole('button', { name: 'MetaMask: mounted ready' })).toBeTruthy()
  })

  it('says connected for a wallet named by its catalogue id once its press has connected it', async () => {
    const adapter = scriptedAdapter([mainnet, arbitrum])
    // Rainbow is installed; the button names it by its id in the catalogue (its bundled list here).
    adapter.syncConnectors.mockImplementation(async () => {
      adapter.setup.mock.calls[0]?.[0].events.connectorsChanged([
        { id: 'io.test', name: 'Rainbow', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'me.rainbow' } },
        { id: 'io.other', name: 'Other', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.other' } },
      ])
    })
    const appkit = testKit({ adapters: [adapter], apiUrl: 'http://127.0.0.1:9' })
    const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
    render(
      <AppKitProvider appkit={appkit}>
        <WalletButton.Custom wallet={rainbowId}>{describeState}</WalletButton.Custom>
      </AppKitProvider>,
    )
    await act(async () => screen.getByRole('button').click())
    await vi.waitFor(
      () => expect(screen.getByRole('button').textContent).toContain('mounted ready connected'),
      {
        timeout: 10_000,
      },
    )
    await act(async () => appkit.disconnect())
    expect(screen.getByRole('button').textContent).not.toContain('connected')
    // The same account in another wallet is not this button's wallet; Rainbow again is.
    const account = {
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
    } as const
    await act(async () => adapter.emit({ ...account, connectorId: 'io.other' }))
    expect(screen.getByRole('button').textContent).not.toContain('connected')
    await act(async () => adapter.emit({ status: 'disconnected' }))
    await act(async () => adapter.emit({ ...account, connectorId: 'io.test' }))
    expect(screen.getByRole('button').textContent).toContain('mounted ready connected')
  }, 15_000)

  it('reports why a press did not connect, and can be pressed again', async () => {
    const appkit = testKit({ enableWalletConnect: false })
    render(
      <AppKitProvider appkit={appkit}>
        <WalletButton.Custom wallet="metamask">{describeState}</WalletButton.Custom>
      </AppKitProvider>,
    )
    await act(async () => screen.getByRole('button').click())
    const message = 'Wallet "metamask" needs WalletConnect: enableWalletConnect is false'
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: `MetaMask: mounted ready ${message}` })).toBeTruthy(),
    )
  })

  it('renders not mounted and not ready on the server, and follows `disabled`', () => {
    const appkit = testKit()
    const html = renderToString(
      <AppKitProvider appkit={appkit}>
        <WalletButton.Custom wallet="rainbow">{describeState}</WalletButton.Custom>
      </AppKitProvider>,
    )
    expect(html).toContain('disabled')
    expect(html).toContain('Rainbow<!-- -->: <!-- -->none')
    render(
      <AppKitProvider appkit={appkit}>
        <WalletButton.Custom wallet="rainbow" disabled>
          {describeState}
        </WalletButton.Custom>
      </AppKitProvider>,
    )
    expect(screen.getByRole('button', { name: 'Rainbow: mounted' })).toHaveProperty('disabled', true)
  })
})

describe('WalletButton', () => {
  it('is the wallet button element for that wallet', () => {
    const { container } = render(<WalletButton wallet="metamask" disabled />)
    const element = container.querySelector('appkit-wallet-button')
    expect(element?.getAttribute('wallet')).toBe('metamask')
    expect(element?.hasAttribute('disabled')).toBe(true)
  })
})
