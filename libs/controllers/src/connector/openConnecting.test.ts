import { describe, expect, it, vi } from 'vitest'
import type { Connector } from './Connector'
import { openConnecting } from './openConnecting'

const connector = (type: Connector['type']): Connector => ({ id: type, name: type, type, chain: 'eip155' })

describe('openConnecting', () => {
  it("opens the view that connects each kind of wallet, WalletConnect's by the device", () => {
    const router = { push: vi.fn() }
    openConnecting(router, connector('WALLET_CONNECT'), false)
    openConnecting(router, connector('WALLET_CONNECT'), true)
    openConnecting(router, connector('MULTI_CHAIN'), false)
    openConnecting(router, connector('ANNOUNCED'), false)
    expect(router.push.mock.calls).toEqual([
      ['ConnectingWalletConnectBasic'],
      ['AllWallets'],
      ['ConnectingMultiChain', { connector: connector('MULTI_CHAIN') }],
      ['ConnectingExternal', { connector: connector('ANNOUNCED') }],
    ])
  })
})
