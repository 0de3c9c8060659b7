import { describe, expect, it } from 'vitest'
import { mainnet, solana } from '@gatehouse/common'
import { kitParts, scriptedAdapterOf, testConnector } from '../testing/kitParts'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { connectedConnector } from './connectedConnector'

describe('connectedConnector', () => {
  it('is the wallet the namespace is connected with, and none once disconnected', async () => {
    const parts = kitParts()
    await parts.adapter.syncConnectors()
    expect(connectedConnector(parts)).toBeUndefined()
    await parts.connect()
    expect(connectedConnector(parts)).toMatchObject({ id: 'io.test', name: 'Test Wallet' })
    await parts.connection.disconnect()
    expect(connectedConnector(parts)).toBeUndefined()
  })

  it('tells apart the namespaces of a multi-chain wallet that uses one id', async () => {
    const adapters = [scriptedAdapter([mainnet]), scriptedAdapterOf('solana', [solana])]
    const parts = kitParts({ networks: [mainnet, solana], adapters })
    parts.connectors.setConnectors('eip155', [testConnector])
    parts.connectors.setConnectors('solana', [
      { ...testConnector, name: 'Test Wallet (Solana)', chain: 'solana' },
    ])
    await parts.connect()
    await parts.connection.connect({ ...testConnector, chain: 'solana' })
    expect(connectedConnector(parts, 'eip155')?.name).toBe('Test Wallet')
    expect(connectedConnector(parts, 'solana')?.name).toBe('Test Wallet (Solana)')
  })
})
