import type { WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import type { Address } from 'viem'
import type { SampleWalletChain } from '../config/sampleWalletConfig'
import type { SampleBitcoinChain } from '../bitcoin/bitcoinNamespace'
import type { SampleSolanaChain } from '../solana/solanaNamespace'

/** One line of the wallet's activity log. */
export interface ActivityEntry {
  id: number
  /** Milliseconds since the epoch. */
  at: number
  message: string
  tone: 'info' | 'success' | 'error'
}

/** Everything a wallet screen shows; a new object after every change. */
export interface WalletSnapshot {
  address: Address
  /** Configured chains plus any a dapp added. */
  chains: readonly SampleWalletChain[]
  /** The chain new sessions start on. */
  chainId: number
  /** The Solana account's base58 address. */
  solanaAddress: string
  /** The Solana clusters the wallet offers, those with a node first. */
  solanaChains: readonly SampleSolanaChain[]
  /** The Bitcoin account's payment (P2WPKH) address on the first Bitcoin chain (the local one when configured). */
  bitcoinAddress: string
  /** The Bitcoin chains the wallet offers, those with a configured REST base first. */
  bitcoinChains: readonly SampleBitcoinChain[]
  /**
   * The relay socket: 'idle' until there is something to listen for (the SDK connects only when
   * it has a pairing or session), then 'connected', or 'disconnected' while it reconnects.
   */
  relay: 'connected' | 'idle' | 'disconnected'
  proposals: readonly WalletKitTypes.SessionProposal[]
  /** One-step authenticate requests (sign in and connect), oldest first. */
  authentications: readonly WalletKitTypes.SessionAuthenticate[]
  requests: readonly WalletKitTypes.SessionRequest[]
  sessions: readonly SessionTypes.Struct[]
  /** Newest last, at most the last 100. */
  activity: readonly ActivityEntry[]
}

/** How the dapp behind a proposal or a session calls itself. */
export function peerName(metadata: { name?: string; url?: string } | undefined): string {
  return metadata?.name?.trim() || metadata?.url || 'An unnamed site'
}
