import { defineNetwork } from './defineNetwork'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const explorer = { default: { name: 'Solscan', url: 'https://solscan.io' } }

/** Solana mainnet. */
export const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
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
