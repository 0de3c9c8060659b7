import { describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { WagmiAdapter } from './WagmiAdapter'

describe('WagmiAdapter options', () => {
  it('accepts the AppKit options hosts pass', () => {
    expect(
      () =>
        new WagmiAdapter({ networks: [mainnet], projectId: 'p', ssr: true, transports: {}, connectors: [] }),
    ).not.toThrow()
  })

  it('rejects an option it does not implement, naming it', () => {
    const options = { networks: [mainnet], projectId: 'p', customRpcUrls: {}, pendingTransactionsFilter: {} }
    expect(() => new WagmiAdapter(options)).toThrow(
      /options "customRpcUrls", "pendingTransactionsFilter" are not supported/,
    )
  })
})
