import { solana, solanaDevnet, type Network } from '@gatehouse/common'
import type { ChainAdapter, Connector, Kit } from '@gatehouse/controllers'
import { storyAdapter, type StoryOutcome } from './storyAdapter'

/** A Solana account for stories (the first Solana development key's address shape). */
export const storySolanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const phantomIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ab9ff2"/><path d="M16 36c0-10 8-18 18-18s14 7 14 14c0 9-7 14-12 14h-2v-6h-4v6h-4v-6h-4v6c-3 0-6-4-6-10z" fill="#fff"/></svg>',
  )

/** One wallet product announced on both chains (EIP-6963 and Wallet Standard): merged into one entry. */
export const storyMultiChainConnectors = {
  eip155: { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', imageUrl: phantomIcon },
  solana: { id: 'Phantom', name: 'Phantom', type: 'INJECTED', chain: 'solana', imageUrl: phantomIcon },
} as const satisfies Record<string, Connector>

/** The merged connector (type MULTI_CHAIN) as the Connect view receives it. */
export const storyMultiChainConnector: Connector = {
  ...storyMultiChainConnectors.eip155,
  type: 'MULTI_CHAIN',
  connectors: [storyMultiChainConnectors.eip155, storyMultiChainConnectors.solana],
}

/** What a story with Solana beside EVM sets up: whether a Solana account is connected. */
export type StorySolana = 'configured' | 'connected'

export const storySolanaNetworks: Network[] = [solana, solanaDevnet]

/** A Solana story adapter: it discovers the Solana part of the multi-chain wallet and nothing else. */
export function storySolanaAdapter(outcome: StoryOutcome): ChainAdapter {
  return {
    ...storyAdapter(storySolanaNetworks, outcome, [storyMultiChainConnectors.solana]),
    namespace: 'solana',
  }
}

/** Connects the story's Solana account, as the Solana adapter would report it. */
export function connectStorySolana(kit: Kit) {
  kit.connection.handleAdapterState('solana', {
    status: 'connected',
    address: storySolanaAddress,
    chainId: solana.id,
    connectorId: storyMultiChainConnectors.solana.id,
  })
}
