import { describe, expect, it } from 'vitest'
import { arbitrum, bitcoin, localhost, mainnet, solana, solanaDevnet, type Network } from '@gatehouse/common'
import { kitParts, scriptedAdapterOf } from '../testing/kitParts'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { addNetwork, removeNetwork } from './manageNetworks'

function setup() {
  const networks: [Network, ...Network[]] = [mainnet, arbitrum, solana]
  return kitParts({
    networks,
    adapters: [scriptedAdapter([mainnet, arbitrum]), scriptedAdapterOf('solana', [solana])],
  })
}

describe('addNetwork', () => {
  it('adds a network to a namespace that has an adapter', () => {
    const parts = setup()
    addNetwork(parts, 'solana', solanaDevnet)
    expect(parts.chain.findNetwork(solanaDevnet.caipNetworkId)).toEqual(solanaDevnet)
    expect(parts.chain.allNetworks().map((network) => network.caipNetworkId)).toContain(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  it('replaces a network added twice instead of listing it twice', () => {
    const parts = setup()
    addNetwork(parts, 'eip155', localhost)
    addNetwork(parts, 'eip155', { ...localhost, name: 'Local chain' })
    const locals = parts.chain.allNetworks().filter((network) => network.id === localhost.id)
    expect(locals.map((network) => network.name)).toEqual(['Local chain'])
  })

  it('throws "Adapter for namespace {namespace} doesn\'t exist" for a namespace without adapter', () => {
    const parts = setup()
    expect(() => addNetwork(parts, 'bip122', bitcoin)).toThrow("Adapter for namespace bip122 doesn't exist")
    expect(parts.chain.findNetwork(bitcoin.caipNetworkId)).toBeUndefined()
  })

  it('refuses a network of another namespace than the one named', () => {
    const parts = setup()
    expect(() => addNetwork(parts, 'eip155', bitcoin)).toThrow("Adapter for namespace bip122 doesn't exist")
  })
})

describe('removeNetwork', () => {
  it('removes a network by CAIP-2 id or by chain id', () => {
    const parts = setup()
    removeNetwork(parts, 'eip155', 'eip155:42161')
    expect(parts.chain.findNetwork(arbitrum.caipNetworkId)).toBeUndefined()
    addNetwork(parts, 'eip155', arbitrum)
    removeNetwork(parts, 'eip155', 42161)
    expect(parts.chain.findNetwork(arbitrum.caipNetworkId)).toBeUndefined()
  })

  it('moves a namespace that was on the removed network to its first remaining one', () => {
    const parts = setup()
    parts.chain.setChainId('eip155', 42161)
    removeNetwork(parts, 'eip155', 42161)
    expect(parts.chain.network('eip155')?.id).toBe(1)
  })

  it('throws "Adapter for namespace {namespace} doesn\'t exist" for a namespace without adapter', () => {
    const parts = setup()
    expect(() => removeNetwork(parts, 'bip122', bitcoin.caipNetworkId)).toThrow(
      "Adapter for namespace bip122 doesn't exist",
    )
  })

  it("keeps a namespace's last network", () => {
    const parts = setup()
    expect(() => removeNetwork(parts, 'solana', solana.caipNetworkId)).toThrow(
      'The last network of namespace solana cannot be removed',
    )
    expect(parts.chain.network('solana')).toEqual(solana)
  })
})
