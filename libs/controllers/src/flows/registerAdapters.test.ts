import { describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { kitParts, scriptedAdapterOf } from '../testing/kitParts'

describe('registerAdapters', () => {
  const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] }

  it('hands each adapter the project and the host’s metadata, and routes its events by namespace', () => {
    const { adapter, connectors, connection, chain, transactionSent } = kitParts({
      projectId: 'p1',
      metadata,
    })
    const context = adapter.setup.mock.calls[0]?.[0]
    expect(context).toMatchObject({ projectId: 'p1', metadata })
    // Built-in networks are read through the service's chain RPC, never their public nodes.
    expect(context?.chainRpcUrl?.('eip155:1')).toBe('http://127.0.0.1:8787/v1/?chainId=eip155:1&projectId=p1')
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
