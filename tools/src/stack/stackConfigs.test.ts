import { describe, expect, it } from 'vitest'
import { stackConfigs } from './stackConfigs'

const endpoints = {
  projectId: 'gatehouse-demo',
  cloudUrl: 'http://127.0.0.1:8787',
  frameUrl: 'http://127.0.0.1:8788',
  relayUrl: 'ws://127.0.0.1:8787',
  chains: [
    { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 1337, rpcUrl: 'http://127.0.0.1:8546' },
  ],
  solana: {
    caipNetworkId: 'solana:localnet1234567890abcdefghijklmn' as const,
    rpcUrl: 'http://127.0.0.1:8899',
    wsUrl: 'ws://127.0.0.1:8900',
  },
  bitcoin: {
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const,
    restUrl: 'http://127.0.0.1:18445/api',
  },
}

describe('stackConfigs', () => {
  const { demo, sampleWallet } = stackConfigs(endpoints)

  it('gives the sample wallet every chain the demo offers, with the same nodes', () => {
    expect(sampleWallet.chains).toEqual(demo.chains)
    expect(sampleWallet.solanaChains).toEqual([
      { chainId: endpoints.solana.caipNetworkId, rpcUrl: demo.solana?.rpcUrl },
    ])
    expect(sampleWallet.bitcoinChains).toEqual([
      { chainId: endpoints.bitcoin.caipNetworkId, restUrl: demo.bitcoin?.restUrl },
    ])
  })

  it('points the demo and the wallet at the same relay and project', () => {
    expect(demo.relayUrl).toBe(sampleWallet.relayUrl)
    expect(demo.projectId).toBe(sampleWallet.projectId)
    expect(demo.apiUrl).toBe(endpoints.cloudUrl)
    expect(demo.embeddedWalletUrl).toBe('http://127.0.0.1:8788/frame')
  })
})
