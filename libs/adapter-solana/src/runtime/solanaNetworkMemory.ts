/**
 * The localStorage key of the Solana network the visitor used: Solana wallets have no "current
 * cluster" of their own, so the adapter (and `useAppKitConnection` before it loads) reads it.
 */
export const solanaNetworkMemoryKey = 'gatehouse.solana.network'
