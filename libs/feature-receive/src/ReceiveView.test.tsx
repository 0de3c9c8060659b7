import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  arbitrum,
  bitcoin,
  bitcoinLocalnet,
  bitcoinTestnet,
  localhost,
  mainnet,
  type Network,
} from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { FeatureProvider } from '@gatehouse/controllers/react'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { ReceiveView } from './ReceiveView'
import { receivingNetworks } from './receivingNetworks'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function renderReceive(connected = true) {
  const adapter = scriptedAdapter([localhost, mainnet, arbitrum], address)
  const kit = createControllers(
    { networks: [localhost, mainnet, arbitrum], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
  )
  if (connected) adapter.connectAs()
  render(
    <FeatureProvider context={createFeatureContext(kit)}>
      <ReceiveView />
    </FeatureProvider>,
  )
  return kit
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ReceiveView', () => {
  it('shows the address in full and as a QR code, with the networks it receives on', () => {
    renderReceive()
    expect(screen.getByText(address)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    const networks = screen.getByRole('region', { name: 'Receive on these networks only' })
    expect(networks.textContent).toContain('Localhost')
    expect(networks.textContent).toContain('Ethereum')
    expect(networks.textContent).toContain('Arbitrum One')
  })

  it('copies the address and says so', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const kit = renderReceive()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(address))
    expect(kit.toast.state).toMatchObject({ open: true, message: 'Address copied' })
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy()
  })

  it('asks to connect when no account is connected', () => {
    renderReceive(false)
    expect(screen.getByRole('status').textContent).toContain('No account connected')
  })
})

describe('ReceiveView on Bitcoin', () => {
  const payment = 'bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3w'
  const networks: [Network, ...Network[]] = [bitcoinLocalnet, bitcoin, bitcoinTestnet]

  it('shows the payment address and only the networks of its address format', () => {
    const adapter = { ...scriptedAdapter(networks, payment), namespace: 'bip122' as const }
    const kit = createControllers(
      { networks, adapters: [adapter], projectId: 'p1' },
      { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
    )
    adapter.connectAs()
    render(
      <FeatureProvider context={createFeatureContext(kit)}>
        <ReceiveView />
      </FeatureProvider>,
    )
    expect(screen.getByText(payment)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    const listed = screen.getByRole('region', { name: 'Receive on these networks only' })
    const items = [...listed.querySelectorAll('li')].map((item) => item.textContent)
    expect(items).toHaveLength(1)
    expect(items[0]).toContain('Bitcoin Regtest')
  })

  it('lists mainnet for bc1 and 1/3 addresses, testnet and regtest for the base58 shapes they share', () => {
    const names = (address: string) => receivingNetworks(address, networks).map((network) => network.name)
    expect(names('bc1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j29e5za5')).toEqual(['Bitcoin'])
    expect(names('1FvyAqqELFiQyaEWdhFbWF8MZapKPZS8J7')).toEqual(['Bitcoin'])
    expect(names('tb1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j20l03x8')).toEqual(['Bitcoin Testnet'])
    expect(names('mvSvTtvD9H9fkgi8MGDyLALgRaR2LhnWFM')).toEqual(['Bitcoin Regtest', 'Bitcoin Testnet'])
    // Other chains' addresses are the same on each of their networks.
    expect(receivingNetworks('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', [mainnet, arbitrum])).toEqual([
      mainnet,
      arbitrum,
    ])
  })
})
