import { describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import { kitParts, walletConnectAdapter } from '../testing/kitParts'
import { reportConnectionEvents } from './reportConnectionEvents'

describe('reportConnectionEvents', () => {
  it('reports a WalletConnect connect and hands its pairing (the one-step sign-in’s) through', async () => {
    const adapter = walletConnectAdapter('eip155', [mainnet, arbitrum])
    const parts = kitParts({ adapters: [adapter] })
    const events = { track: vi.fn() }
    const connection = reportConnectionEvents(parts.connection, events)
    const pair = vi.fn(async () => ({ ...(await adapter.connect()), connectorId: 'walletConnect' }))
    await connection.connectWalletConnect('eip155', vi.fn(), pair)
    expect(pair).toHaveBeenCalledOnce()
    expect(adapter.connectWalletConnect).not.toHaveBeenCalled()
    expect(events.track).toHaveBeenCalledWith('CONNECT_SUCCESS', { method: 'qrcode', name: 'WalletConnect' })
    expect(connection.isConnected()).toBe(true)
  })
})
