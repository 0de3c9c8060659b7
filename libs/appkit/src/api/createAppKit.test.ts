import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrum } from '@gatehouse/common'
import { destroyTestKits, testKit } from '../testing/testKits'

const kit = testKit

afterEach(destroyTestKits)

describe('createAppKit', () => {
  it('starts closed and disconnected on the first network', async () => {
    const appkit = kit()
    await appkit.ready()
    expect(appkit.getState()).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: true,
    })
    expect(appkit.getAccount()).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      address: undefined,
    })
    expect(appkit.getNetwork()).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 })
  })

  it('returns the same state object until something changes', () => {
    const appkit = kit()
    expect(appkit.getState()).toBe(appkit.getState())
    expect(appkit.getAccount()).toBe(appkit.getAccount())
    expect(appkit.getTheme()).toBe(appkit.getTheme())
  })

  it('mounts the modal in a shadow root on first open and tells subscribers', async () => {
    const appkit = kit()
    const states: boolean[] = []
    appkit.subscribeState((state) => states.push(state.open))
    await appkit.open()
    const title = () =>
      document.querySelector('gatehouse-modal')?.shadowRoot?.querySelector('dialog h2')?.textContent
    await vi.waitFor(() => expect(title()).toBe('Connect Wallet'))
    await appkit.close()
    await vi.waitFor(() => expect(states).toEqual([true, false]))
  })

  it('switches networks while disconnected and reports it', async () => {
    const appkit = kit()
    const seen: unknown[] = []
    appkit.subscribeNetwork((network) => seen.push(network.chainId))
    await appkit.switchNetwork(arbitrum)
    await vi.waitFor(() => expect(seen).toEqual([42161]))
    expect(appkit.getCaipNetwork()?.name).toBe('Arbitrum One')
  })

  it('refuses views this version does not have', async () => {
    await expect(kit().open({ view: 'NoSuchView' as never })).rejects.toThrow(
      'The NoSuchView view is not available in this version of Gatehouse',
    )
  })

  it('changes the theme and validates it', () => {
    const appkit = kit({ themeMode: 'light' })
    expect(appkit.getThemeMode()).toBe('light')
    appkit.setThemeMode('dark')
    appkit.setThemeVariables({ '--w3m-accent': '#ff0000' })
    expect(appkit.getTheme()).toEqual({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } })
  })

  it('throws a clear error for bad options', () => {
    expect(() => kit({ networks: [] as never })).toThrow(
      'Invalid createAppKit options: networks: at least one network',
    )
  })
})

describe('<appkit-button>', () => {
  it('renders Connect Wallet in its own shadow root, with the label attribute', async () => {
    kit()
    const button = document.createElement('appkit-button')
    document.body.append(button)
    await vi.waitFor(() =>
      expect(button.shadowRoot?.querySelector('button')?.textContent).toBe('Connect Wallet'),
    )
    button.setAttribute('label', 'Sign in')
    await vi.waitFor(() => expect(button.shadowRoot?.querySelector('button')?.textContent).toBe('Sign in'))
  })
})
