import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinLocalnet, mainnet, solanaDevnet } from '../index'
import { isOnrampNetwork } from './onrampApi'

describe('the on-ramp chains (SPEC §9)', () => {
  it('are eip155 and solana; Bitcoin and unknown networks are not offered Buy', () => {
    expect(isOnrampNetwork(mainnet.caipNetworkId)).toBe(true)
    expect(isOnrampNetwork('eip155:31337')).toBe(true)
    expect(isOnrampNetwork(solanaDevnet.caipNetworkId)).toBe(true)
    expect(isOnrampNetwork(bitcoin.caipNetworkId)).toBe(false)
    expect(isOnrampNetwork(bitcoinLocalnet.caipNetworkId)).toBe(false)
    expect(isOnrampNetwork('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(false)
    expect(isOnrampNetwork(undefined)).toBe(false)
  })
})
