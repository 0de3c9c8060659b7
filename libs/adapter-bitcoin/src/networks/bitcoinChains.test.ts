import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinLocalnet, bitcoinTestnet, defineNetwork } from '@gatehouse/common'
import {
  addressFits,
  caipNetworkIdOfWalletChain,
  networkOfAddresses,
  networkOfSatsConnectName,
  networksOfWalletChains,
  satsConnectNetworkName,
  walletChainOf,
} from './bitcoinChains'

const all = [bitcoin, bitcoinTestnet, bitcoinLocalnet]
const signet = defineNetwork({
  id: '00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
})

describe('Bitcoin chains', () => {
  it('maps Wallet Standard’s bitcoin:* chains, and matches CAIP-2 ids verbatim', () => {
    expect(caipNetworkIdOfWalletChain('bitcoin:mainnet')).toBe(bitcoin.caipNetworkId)
    expect(caipNetworkIdOfWalletChain('bitcoin:testnet')).toBe(bitcoinTestnet.caipNetworkId)
    expect(caipNetworkIdOfWalletChain('bitcoin:regtest')).toBe(bitcoinLocalnet.caipNetworkId)
    expect(caipNetworkIdOfWalletChain(signet.caipNetworkId)).toBe(signet.caipNetworkId)
    expect(caipNetworkIdOfWalletChain('solana:mainnet')).toBeUndefined()
    expect(walletChainOf(bitcoinLocalnet)).toBe('bitcoin:regtest')
    expect(walletChainOf(signet)).toBe(signet.caipNetworkId)
    expect(
      networksOfWalletChains(['bitcoin:regtest', bitcoin.caipNetworkId, 'solana:mainnet', 7], all),
    ).toEqual([bitcoin, bitcoinLocalnet])
  })

  it('names networks the way sats-connect does', () => {
    expect(satsConnectNetworkName(bitcoin)).toBe('Mainnet')
    expect(satsConnectNetworkName(bitcoinLocalnet)).toBe('Regtest')
    expect(satsConnectNetworkName(signet)).toBeUndefined()
    expect(networkOfSatsConnectName('Testnet', all)).toBe(bitcoinTestnet)
    expect(networkOfSatsConnectName('regtest', all)).toBe(bitcoinLocalnet)
    expect(networkOfSatsConnectName('Signet', all)).toBeUndefined()
  })

  it('finds the network of an address, preferring the ones named first', () => {
    const regtest = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    expect(addressFits(regtest, bitcoinLocalnet)).toBe(true)
    expect(addressFits(regtest, bitcoin)).toBe(false)
    expect(addressFits(regtest, signet)).toBeUndefined()
    expect(networkOfAddresses([regtest], [bitcoin], all)).toBe(bitcoinLocalnet)
    const testnetAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    expect(networkOfAddresses([testnetAddress], [signet], [...all, signet])).toBe(signet)
    expect(networkOfAddresses([testnetAddress], [], [...all, signet])).toBe(bitcoinTestnet)
    const mainnetAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect(networkOfAddresses([mainnetAddress], [], [bitcoinTestnet])).toBeUndefined()
    // A wallet with accounts on several networks: the preferred network wins.
    expect(networkOfAddresses([mainnetAddress, testnetAddress], [bitcoinTestnet], all)).toBe(bitcoinTestnet)
  })
})
