import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, localhost, mainnet } from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { FeatureProvider } from '@gatehouse/controllers/react'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { ReceiveView } from './ReceiveView'

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
