import { describe, expect, it } from 'vitest'
import { mainnet, solana, solanaDevnet, solanaLocalnet, solanaTestnet } from '@gatehouse/common'
import {
  defaultSolanaNetworks,
  isSolanaWalletChain,
  networkOfWalletChain,
  walletChainOf,
} from './solanaChains'

describe('Solana chain ids between wallets and networks', () => {
  it('names the four clusters as Wallet Standard wallets do', () => {
    expect(walletChainOf(solana)).toBe('solana:mainnet')
    expect(walletChainOf(solanaDevnet)).toBe('solana:devnet')
    expect(walletChainOf(solanaTestnet)).toBe('solana:testnet')
    expect(walletChainOf(solanaLocalnet)).toBe('solana:localnet')
  })

  it('uses the CAIP-2 id for a network of the host’s own', () => {
    expect(walletChainOf({ id: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' })).toBe(
      'solana:AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    )
  })

  it('finds the network a wallet’s chain id names, by cluster name or CAIP-2 id', () => {
    expect(networkOfWalletChain('solana:localnet', defaultSolanaNetworks)).toBe(solanaLocalnet)
    expect(networkOfWalletChain('solana:mainnet', defaultSolanaNetworks)).toBe(solana)
    expect(networkOfWalletChain(`solana:${solanaDevnet.id}`, defaultSolanaNetworks)).toBe(solanaDevnet)
    expect(networkOfWalletChain('solana:localnet', [solana])).toBeUndefined()
    expect(networkOfWalletChain('eip155:1', [mainnet, ...defaultSolanaNetworks])).toBeUndefined()
  })

  it('tells Solana chain ids from others', () => {
    expect(isSolanaWalletChain('solana:devnet')).toBe(true)
    expect(isSolanaWalletChain('solana:')).toBe(false)
    expect(isSolanaWalletChain('eip155:1')).toBe(false)
  })
})
