import { describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { kitParts, scriptedAdapterOf } from '../testing/kitParts'

describe('registerAdapters', () => {
  const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] }

  it('hands each adapter the project and the host’s metadata, and routes its events by namespace', () => {
    const { adapter, connectors, connection, chain, transactionSent } = kitParts({
      projectId: 'p1',
      metadata,
      apiUrl: 'https://cloud.shop.example',
    })
    const context = adapter.setup.mock.calls[0]?.[0]
    expect(context).toMatchObject({ projectId: 'p1', metadata })
    // The service's base URL, whose chain RPC the built-in networks are read through.
    expect(context?.apiUrl).toBe('https://cloud.shop.example')
    context?.events.connectorsChanged([{ id: 'io.other', name: 'Other', type: 'ANNOUNCED', chain: 'eip155' }])
    expect(connectors.state.byNamespace.eip155?.map((connector) => connector.id)).toEqual(['io.other'])
    adapter.connectAs()
    expect(connection.isConnected('eip155')).toBe(true)
    expect(chain.account('eip155')?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    context?.events.transactionSent('0xabc')
    expect(transactionSent).toHaveBeenCalledWith('eip155', '0xabc')
  })

  it('refuses an adapter whose namespace has no network', () => {
    expect(() => kitParts({ networks: [mainnet], adapters: [scriptedAdapterOf('solana', [])] })).toThrow(
      'Invalid createAppKit options: no network for the solana adapter',
    )
  })
})
