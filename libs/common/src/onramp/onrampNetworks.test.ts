import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinLocalnet, mainnet, solana, solanaDevnet, solanaLocalnet } from '../index'
import { isOnrampNetwork, type OnrampPurchaseCurrency } from './onrampApi'
import { fallbackOnrampOptions } from './onrampFallbacks'
import { onrampCurrenciesOn, onrampNetworkCaipId } from './onrampNetworkId'

describe('the on-ramp chains (eip155 and solana)', () => {
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

const localReference = solanaLocalnet.caipNetworkId.slice('solana:'.length)
const net = (name: string, chain_id: string) => ({ name, display_name: name, chain_id, contract_address: '' })
const serviceOptions: OnrampPurchaseCurrency[] = [
  {
    id: 'GUSD',
    name: 'Gatehouse USD',
    symbol: 'GUSD',
    networks: [net('localhost', '31337'), net('solana-localnet', localReference)],
  },
  { id: 'USDT', name: 'Tether', symbol: 'USDT', networks: [net('localhost', '31337')] },
  { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [net('solana-localnet', localReference)] },
]

describe('the network of an on-ramp option', () => {
  it('is placed by its chain id: a number on eip155, a cluster reference on solana, a CAIP-2 id as it is', () => {
    expect(onrampNetworkCaipId(net('localhost', '31337'))).toBe('eip155:31337')
    expect(onrampNetworkCaipId(net('solana-localnet', localReference))).toBe(solanaLocalnet.caipNetworkId)
    expect(onrampNetworkCaipId(net('x', solanaDevnet.caipNetworkId))).toBe(solanaDevnet.caipNetworkId)
    expect(onrampNetworkCaipId(net('solana', ''))).toBe(solana.caipNetworkId)
    expect(onrampNetworkCaipId(net('bitcoin', 'bip122'))).toBeUndefined()
  })

  it('lists for a network only the currencies on it, each with only its networks there', () => {
    const onSolana = onrampCurrenciesOn(serviceOptions, solanaLocalnet.caipNetworkId)
    expect(onSolana.map((currency) => currency.id)).toEqual(['GUSD', 'SOL'])
    expect(onSolana[0]?.networks.map((network) => network.name)).toEqual(['solana-localnet'])
    const onLocalhost = onrampCurrenciesOn(serviceOptions, 'eip155:31337')
    expect(onLocalhost.map((currency) => currency.id)).toEqual(['GUSD', 'USDT'])
    expect(onLocalhost[0]?.networks.map((network) => network.name)).toEqual(['localhost'])
    expect(onrampCurrenciesOn(serviceOptions, 'eip155:1')).toEqual([])
    expect(onrampCurrenciesOn(serviceOptions, solanaDevnet.caipNetworkId)).toEqual([])
    expect(onrampCurrenciesOn(serviceOptions, undefined)).toEqual([])
  })

  it('matches the built-in list by namespace: EVM assets for an EVM account, none for a Solana one', () => {
    const builtIn = fallbackOnrampOptions.purchaseCurrencies
    expect(onrampCurrenciesOn(builtIn, 'eip155:31337', 'namespace').map((currency) => currency.id)).toEqual([
      'USDC',
      'ETH',
    ])
    expect(onrampCurrenciesOn(builtIn, solanaLocalnet.caipNetworkId, 'namespace')).toEqual([])
    expect(onrampCurrenciesOn(builtIn, bitcoin.caipNetworkId, 'namespace')).toEqual([])
  })
})
