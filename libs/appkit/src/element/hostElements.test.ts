import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import type { AppKit } from '../api/types'
import { destroyTestKits, testKit } from '../testing/testKits'

afterEach(destroyTestKits)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

function place(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}
const buttonOf = (element: Element) => element.shadowRoot?.querySelector('button') ?? null

function connectedKit() {
  const adapter = scriptedAdapter([mainnet, arbitrum])
  const appkit = testKit({ adapters: [adapter] })
  return { appkit, adapter }
}

async function connect(appkit: AppKit) {
  await appkit.connectWallet('io.test')
  await vi.waitFor(() => expect(appkit.getAccount().isConnected).toBe(true))
}

describe('<appkit-network-button>', () => {
  it('shows the active network and opens the Networks view', async () => {
    const appkit = testKit()
    const element = place('appkit-network-button')
    await vi.waitFor(() =>
      expect(buttonOf(element)?.querySelector('.gh-network-button__name')?.textContent).toBe('Ethereum'),
    )
    await appkit.switchNetwork(arbitrum)
    await vi.waitFor(() =>
      expect(buttonOf(element)?.querySelector('.gh-network-button__name')?.textContent).toBe('Arbitrum One'),
    )
    buttonOf(element)?.click()
    await vi.waitFor(() => expect(appkit.getState().open).toBe(true))
    expect(appkit.getEvent().data.event).toBe('MODAL_OPEN')
  })

  it('follows the disabled attribute', async () => {
    testKit()
    const element = place('appkit-network-button', { disabled: '' })
    await vi.waitFor(() => expect(buttonOf(element)?.disabled).toBe(true))
    element.removeAttribute('disabled')
    await vi.waitFor(() => expect(buttonOf(element)?.disabled).toBe(false))
  })
})

describe('<appkit-account-button>', () => {
  it('shows nothing until connected, then the address, and hides the balance on balance="hide"', async () => {
    const { appkit } = connectedKit()
    const element = place('appkit-account-button', { balance: 'hide' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(buttonOf(element)).toBeNull()
    await connect(appkit)
    await vi.waitFor(() => expect(buttonOf(element)?.textContent).toBe('0xf3…b92266'))
    element.setAttribute('balance', 'show')
    await vi.waitFor(() =>
      expect(buttonOf(element)?.querySelector('.gh-account-button__balance')).not.toBeNull(),
    )
  })
})

describe('<appkit-connect-button>', () => {
  it('says Connect Wallet, or its label', async () => {
    testKit()
    const element = place('appkit-connect-button', { label: 'Sign in' })
    await vi.waitFor(() => expect(buttonOf(element)?.textContent).toBe('Sign in'))
  })
})

describe('<appkit-wallet-button>', () => {
  it("shows a known wallet's brand name before wallets are discovered", async () => {
    testKit()
    const element = place('appkit-wallet-button', { wallet: 'metamask' })
    await vi.waitFor(() => expect(buttonOf(element)?.querySelector('bdi')?.textContent).toBe('MetaMask'))
  })

  it("shows an installed wallet's own name and icon from its EIP-6963 announcement, never a script URL", async () => {
    testKit()
    const announce = (icon: string) => () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: '1', name: 'MetaMask Flask', rdns: 'io.metamask', icon }, provider: {} },
        }),
      )
    const good = announce(
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    )
    window.addEventListener('eip6963:requestProvider', good)
    const element = place('appkit-wallet-button', { wallet: 'metamask' })
    await vi.waitFor(() =>
      expect(buttonOf(element)?.querySelector('bdi')?.textContent).toBe('MetaMask Flask'),
    )
    expect(buttonOf(element)?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    window.removeEventListener('eip6963:requestProvider', good)
    const bad = announce('javascript:alert(1)')
    window.addEventListener('eip6963:requestProvider', bad)
    element.setAttribute('wallet', 'io.metamask')
    await vi.waitFor(() =>
      expect(buttonOf(element)?.querySelector('bdi')?.textContent).toBe('MetaMask Flask'),
    )
    expect(element.shadowRoot?.innerHTML).not.toContain('javascript:')
    window.removeEventListener('eip6963:requestProvider', bad)
  })

  it('connects the named installed wallet straight away, without the modal', async () => {
    const { appkit, adapter } = connectedKit()
    const element = place('appkit-wallet-button', { wallet: 'io.test' })
    await vi.waitFor(() => expect(buttonOf(element)).not.toBeNull())
    buttonOf(element)?.click()
    await vi.waitFor(() => expect(appkit.getAccount().isConnected).toBe(true))
    expect(adapter.connect).toHaveBeenCalledOnce()
    expect(appkit.getState().open).toBe(false)
    expect(buttonOf(element)?.querySelector('bdi')?.textContent).toBe('Test Wallet')
    expect(appkit.getWalletInfo()).toEqual({
      name: 'Test Wallet',
      icon: undefined,
      rdns: undefined,
      type: 'ANNOUNCED',
    })
  })
})

describe('events and wallet info on the instance', () => {
  it('tells every subscriber each event, and the wallet info follows the connection', async () => {
    const { appkit } = connectedKit()
    const seen: string[] = []
    const infos: (string | undefined)[] = []
    appkit.subscribeEvents((event) => seen.push(event.data.event))
    appkit.subscribeWalletInfo((info) => infos.push(info?.name))
    expect(appkit.getEvent().data).toEqual({ type: 'track', event: 'MODAL_CREATED' })
    await connect(appkit)
    await appkit.disconnect()
    await vi.waitFor(() => expect(infos).toEqual(['Test Wallet', undefined]))
    expect(seen).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS', 'DISCONNECT_SUCCESS'])
  })
})
