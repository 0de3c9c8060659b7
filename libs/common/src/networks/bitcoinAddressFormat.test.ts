import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinLocalnet, bitcoinTestnet } from './bitcoin'
import {
  bitcoinAddressFormat,
  bitcoinAddressFormatOfPrefix,
  bitcoinBech32Prefixes,
} from './bitcoinAddressFormat'

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

  it('finds the same formats by bech32 prefix, with the base58 versions of each network', () => {
    expect(bitcoinBech32Prefixes.map((prefix) => bitcoinAddressFormatOfPrefix(prefix).bech32)).toEqual([
      'bc',
      'tb',
      'bcrt',
    ])
    expect(bitcoinAddressFormatOfPrefix('bc')).toEqual({
      bech32: 'bc',
      pubKeyHash: 0x00,
      scriptHash: 0x05,
      wif: 0x80,
    })
    expect(bitcoinAddressFormatOfPrefix('tb')).toEqual(bitcoinAddressFormat(bitcoinTestnet.caipNetworkId))
    expect(bitcoinAddressFormatOfPrefix('bcrt')).toEqual({
      bech32: 'bcrt',
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
    })
  })
})
