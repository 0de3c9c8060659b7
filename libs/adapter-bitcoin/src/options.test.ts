import { describe, expect, it } from 'vitest'
import { bitcoinLocalnet, mainnet, solana } from '@gatehouse/common'
import { BitcoinAdapter } from './BitcoinAdapter'
import { readOptions } from './options'

describe('BitcoinAdapter options', () => {
  it('takes AppKit’s networks, projectId and api', () => {
    const getUTXOs = async () => []
    expect(readOptions({ networks: [bitcoinLocalnet], projectId: 'abc', api: { getUTXOs } })).toMatchObject({
      networks: [bitcoinLocalnet],
    })
    expect(new BitcoinAdapter({ networks: [bitcoinLocalnet] }).networks).toEqual([bitcoinLocalnet])
  })

  it('names an option it does not support rather than ignoring it', () => {
    expect(() => new BitcoinAdapter({ wallets: [] } as never)).toThrow(
      'Invalid createAppKit options: BitcoinAdapter does not support "wallets" (supported: networks, projectId, api)',
    )
  })

  it('names the network that is not a Bitcoin one, or has no REST base', () => {
    expect(() => readOptions({ networks: [bitcoinLocalnet, solana] })).toThrow(
      'BitcoinAdapter networks: Solana is not a Bitcoin (bip122) network',
    )
    expect(() => readOptions({ networks: [mainnet] })).toThrow('is not a Bitcoin (bip122) network')
    expect(() => readOptions({ networks: [] })).toThrow('networks: give at least one network')
    const noRest = { ...bitcoinLocalnet, rpcUrls: { default: { http: ['ws://x'] } } }
    expect(() => readOptions({ networks: [noRest] })).toThrow(
      'networks: Bitcoin Regtest needs an http(s) REST base in rpcUrls.default.http[0]',
    )
  })

  it('checks projectId and api', () => {
    expect(() => readOptions({ projectId: 7 as never })).toThrow('projectId: must be a string')
    expect(() => readOptions({ api: { getUTXOs: 'x' } as never })).toThrow('api.getUTXOs: must be a function')
    expect(() => readOptions({ api: { getBalance: () => 1 } as never })).toThrow(
      'api: does not support "getBalance"',
    )
    expect(() => readOptions('x')).toThrow('BitcoinAdapter takes an options object')
  })
})
