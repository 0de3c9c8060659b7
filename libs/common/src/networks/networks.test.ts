import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { bitcoin, bitcoinTestnet } from './bitcoin'
import { withRpcUrl } from './defineNetwork'
import { arbitrum, localhost, mainnet } from './evm'
import { solana, solanaDevnet, solanaTestnet } from './solana'

const all = [mainnet, arbitrum, localhost, solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet]

describe('network definitions', () => {
  it.each(all.map((network) => [network.name, network] as const))(
    '%s has every field of a network',
    (_, network) => {
      expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({
        chainNamespace: network.chainNamespace,
        chainId: String(network.id),
      })
      expect(network.nativeCurrency.symbol).toMatch(/^[A-Z]+$/)
      expect(network.rpcUrls.default.http[0]).toMatch(/^https?:\/\//)
    },
  )

  it('uses the native decimals ETH 18, SOL 9, BTC 8', () => {
    expect(mainnet.nativeCurrency.decimals).toBe(18)
    expect(solana.nativeCurrency.decimals).toBe(9)
    expect(bitcoin.nativeCurrency.decimals).toBe(8)
  })

  it('has the chain ids the issue names', () => {
    expect([mainnet.id, arbitrum.id, localhost.id]).toEqual([1, 42161, 31337])
    expect(all.filter((network) => network.testnet).map((network) => network.name)).toEqual([
      'Localhost',
      'Solana Devnet',
      'Solana Testnet',
      'Bitcoin Testnet',
    ])
  })

  it('points a network at another RPC without touching the original', () => {
    const moved = withRpcUrl(localhost, 'http://127.0.0.1:9999')
    expect(moved.rpcUrls.default.http).toEqual(['http://127.0.0.1:9999'])
    expect(localhost.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })
})
