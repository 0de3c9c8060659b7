import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinLocalnet, bitcoinTestnet } from './bitcoin'
import { bitcoinAddressFormat } from './bitcoinAddressFormat'

describe('bitcoinAddressFormat', () => {
  it('gives each Bitcoin network its bech32 prefix', () => {
    expect(bitcoinAddressFormat(bitcoin.caipNetworkId)?.bech32).toBe('bc')
    expect(bitcoinAddressFormat(bitcoinTestnet.caipNetworkId)?.bech32).toBe('tb')
    expect(bitcoinAddressFormat(bitcoinLocalnet.caipNetworkId)?.bech32).toBe('bcrt')
  })

  it('knows no other network', () => {
    expect(bitcoinAddressFormat('bip122:00000000000000000000000000000000')).toBeUndefined()
    expect(bitcoinAddressFormat('eip155:1')).toBeUndefined()
  })

  it('names the local chain by the regtest genesis hash', () => {
    expect(bitcoinLocalnet.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })
})
