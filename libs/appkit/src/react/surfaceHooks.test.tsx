import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { renderToString } from 'react-dom/server'
import { destroyTestKits, testKit } from '../testing/testKits'
import { AppKitProvider } from './hooks'
import { useAppKitEvents, useAppKitWallet, useWalletInfo } from './surfaceHooks'

afterEach(destroyTestKits)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

function EventProbe() {
  const event = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  return (
    <p>
      {event.data.event} {walletInfo?.name ?? 'none'}
    </p>
  )
}

function WalletProbe(props: { wallet: string; onError?: (error: Error) => void }) {
  const { connect, isPending, isSuccess, isError, error, data } = useAppKitWallet({ onError: props.onError })
  return (
    <div>
      <button type="button" onClick={() => void connect(props.wallet)}>
        connect
      </button>
      <p>
        {String(isPending)} {String(isSuccess)} {String(isError)} {error?.message ?? ''} {data?.address ?? ''}
      </p>
    </div>
  )
}

describe('useAppKitEvents and useWalletInfo', () => {
  it('render the newest event and the connected wallet, and follow them', async () => {
    const appkit = testKit({ adapters: [scriptedAdapter([mainnet, arbitrum])] })
    render(
      <AppKitProvider appkit={appkit}>
        <EventProbe />
      </AppKitProvider>,
    )
    expect(screen.getByText('MODAL_CREATED none')).toBeTruthy()
    await act(() => appkit.connectWallet('io.test'))
    expect(screen.getByText('CONNECT_SUCCESS Test Wallet')).toBeTruthy()
    await act(() => appkit.switchNetwork(arbitrum))
    expect(screen.getByText('SWITCH_NETWORK Test Wallet')).toBeTruthy()
  })

  it('render the server snapshot on the server', () => {
    const appkit = testKit()
    const html = renderToString(
      <AppKitProvider appkit={appkit}>
        <EventProbe />
      </AppKitProvider>,
    )
    expect(html).toContain('MODAL_CREATED<!-- --> <!-- -->none')
  })
})

describe('useAppKitWallet', () => {
  it('connects a named wallet and reports success with the account', async () => {
    const appkit = testKit({ adapters: [scriptedAdapter([mainnet, arbitrum])] })
    render(
      <AppKitProvider appkit={appkit}>
        <WalletProbe wallet="io.test" />
      </AppKitProvider>,
    )
    await act(async () => screen.getByRole('button').click())
    await vi.waitFor(() =>
      expect(screen.getByText(/false true false +0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/)).toBeTruthy(),
    )
  })

  it('reports a wallet it cannot find as an error naming it', async () => {
    const appkit = testKit({ enableWalletConnect: false })
    const onError = vi.fn()
    render(
      <AppKitProvider appkit={appkit}>
        <WalletProbe wallet="metamask" onError={onError} />
      </AppKitProvider>,
    )
    await act(async () => screen.getByRole('button').click())
    const message = 'Wallet "metamask" needs WalletConnect: enableWalletConnect is false'
    await vi.waitFor(() => expect(screen.getByText(new RegExp(`false false true ${message}`))).toBeTruthy())
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message }))
  })
})
