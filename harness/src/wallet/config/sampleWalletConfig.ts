import type { SampleBitcoinChain } from '../bitcoin/bitcoinNamespace'
import type { SampleSolanaChain } from '../solana/solanaNamespace'

/** A chain the wallet signs for: its id and the node it sends transactions to. */
export interface SampleWalletChain {
  chainId: number
  rpcUrl: string
}

/**
 * The sample wallet page's run-time configuration, read from `window.__SAMPLE_WALLET__`; the page
 * reads it and the test harness writes it, so the shape lives here, between them.
 */
export interface SampleWalletConfig {
  /** The WalletConnect relay (apps/cloud), e.g. `ws://127.0.0.1:8787`. */
  relayUrl: string
  /** Any string: the local relay does not check it. */
  projectId: string
  /** The chains the wallet offers; the first one is active when the page opens. */
  chains: SampleWalletChain[]
  /**
   * The Solana clusters with a node to send to (the local one); the public clusters' ids are always
   * offered besides.
   */
  solanaChains?: SampleSolanaChain[] | undefined
  /**
   * The Bitcoin chains with a REST base to pay through (the local regtest one); mainnet and testnet
   * are always offered besides.
   */
  bitcoinChains?: SampleBitcoinChain[] | undefined
}
