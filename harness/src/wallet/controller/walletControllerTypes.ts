import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import type { AuthenticateApproval } from './authenticateRequests'
import type { Hex } from 'viem'
import type { SampleWalletChain } from '../config/sampleWalletConfig'
import type { SampleBitcoinChain } from '../bitcoin/bitcoinNamespace'
import type { SampleSolanaChain } from '../solana/solanaNamespace'
import type { WalletResponse } from '../requests/walletResponses'
import type { ActivityEntry, WalletSnapshot } from './walletSnapshot'

/** What `createWalletController` needs: the kit, the chains it signs for and the key it signs with. */
export interface WalletControllerOptions {
  /** An initialized WalletKit on the relay; the controller does not close it. */
  kit: IWalletKit
  chains: readonly SampleWalletChain[]
  privateKey: Hex
  /** The Solana clusters with a node (the public ones are offered besides); see SampleWalletConfig. */
  solanaChains?: readonly SampleSolanaChain[]
  /** The ed25519 seed (hex) of the Solana account; the first development key by default. */
  solanaSeed?: string
  /** The Bitcoin chains with a REST base (mainnet and testnet are offered besides); see SampleWalletConfig. */
  bitcoinChains?: readonly SampleBitcoinChain[]
  /** The secp256k1 secret key (hex) of the Bitcoin account; the first development key by default. */
  bitcoinSecretKey?: string
  /** The chain new sessions start on; the first configured one by default. */
  chainId?: number
  /**
   * Whether the wallet answers WalletConnect's one-step authenticate (`session_authenticate`); true
   * by default. When false the dapp's fallback proposal arrives instead, as from a wallet without it.
   */
  supportsAuthenticate?: boolean
}

/** What the controller announces besides snapshot changes. */
export interface WalletEvents {
  proposal: WalletKitTypes.SessionProposal
  /** A one-step authenticate request: sign in and connect in one answer. */
  authenticate: WalletKitTypes.SessionAuthenticate
  request: WalletKitTypes.SessionRequest
  sessionDeleted: { topic: string }
}

/** A WalletConnect wallet's behaviour, without a screen: the sample wallet page and createNodeWallet share it. */
export interface WalletController {
  getSnapshot(): WalletSnapshot
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  on<E extends keyof WalletEvents>(event: E, listener: (payload: WalletEvents[E]) => void): () => void
  /** Pairs with a `wc:` URI; throws an Error whose message is meant for people. */
  pair(uri: string): Promise<void>
  approveProposal(id: number, options?: { chainId?: number }): Promise<SessionTypes.Struct>
  rejectProposal(id: number): Promise<void>
  /** Signs the sign-in message for each requested chain the wallet has and opens the session. */
  approveAuthenticate(id: number): Promise<AuthenticateApproval>
  /** Answers a one-step authenticate request with the user-rejected error. */
  rejectAuthenticate(id: number): Promise<void>
  approveRequest(id: number): Promise<WalletResponse>
  rejectRequest(id: number): Promise<WalletResponse>
  /** Switches one session (or all) to `chainId`: session update, then chainChanged. */
  switchChain(chainId: number, topic?: string): Promise<void>
  /** Sets the chain new sessions start on. */
  selectChain(chainId: number): void
  /** Uses another key from now on and moves every session to its address (accountsChanged). */
  selectAccount(privateKey: Hex): Promise<void>
  /** Ends one session (or all) from the wallet's side. */
  disconnect(topic?: string): Promise<void>
  /** Adds a line to the activity log. */
  log(message: string, tone?: ActivityEntry['tone']): void
  /** Stops listening to the kit. */
  close(): void
}
