import { describe, expect, it, vi } from 'vitest'
import { kitParts } from '../testing/kitParts'
import { disconnect } from './disconnect'

function setup() {
  const parts = kitParts()
  return { ...parts, walletConnect: { reset: vi.fn() } }
}

describe('disconnect from the modal', () => {
  it('disconnects, returns the modal to Connect and drops the WalletConnect pairing', async () => {
    const parts = setup()
    await parts.connect()
    parts.router.reset('Account')
    await disconnect(parts)
    expect(parts.connection.isConnected()).toBe(false)
    expect(parts.router.state).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(parts.walletConnect.reset).toHaveBeenCalledOnce()
  })

  it('still resets the modal when a wallet fails to disconnect, and rethrows the failure', async () => {
    const parts = setup()
    await parts.connect()
    parts.router.reset('Account')
    parts.adapter.disconnect.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 4900 }))
    await expect(disconnect(parts)).rejects.toThrow('Failed to disconnect chains: eip155: gone')
    expect(parts.router.state.view).toBe('Connect')
    expect(parts.walletConnect.reset).toHaveBeenCalledOnce()
  })
})
