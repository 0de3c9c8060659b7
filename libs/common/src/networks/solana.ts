import { defineNetwork } from './defineNetwork'
import { solanaMainnetReference } from './solanaClusterIds'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const explorer = { default: { name: 'Solscan', url: 'https://solscan.io' } }

/** Solana mainnet. */
export const solana = defineNetwork({
  id: solanaMainnetReference,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
  blockExplorers: explorer,
})

/** Solana devnet. */
export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
  blockExplorers: explorer,
  testnet: true,
})

/** Solana testnet. */
export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
  blockExplorers: explorer,
  testnet: true,
})

/**
 * The genesis hash of the local Solana chain that `npm start` and the tests run (litesvm behind a
 * JSON-RPC layer in tools). Its first 32 characters are the CAIP-2 reference, as for every Solana
 * cluster, so the local chain has a network id of its own and is never mistaken for a public one.
 */
export const solanaLocalnetGenesisHash = 'CEnNDUQ6gnEsXr6S46HfNWcvi7HP4ZwU9tvScUfacpmA'

/** A local Solana chain on 127.0.0.1:8899 (JSON-RPC) and :8900 (subscriptions). */
export const solanaLocalnet = defineNetwork({
  id: solanaLocalnetGenesisHash.slice(0, 32),
  chainNamespace: 'solana',
  name: 'Solana Localnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
  testnet: true,
})
