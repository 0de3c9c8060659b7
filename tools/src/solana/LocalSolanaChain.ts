/** An SPL token minted on the local Solana chain. */
export interface LocalSolanaToken {
  /** The mint's base58 address. */
  mint: string
  symbol: string
  name: string
  decimals: number
  /** The program that owns the mint: the Token program or Token-2022. */
  program: 'token' | 'token-2022'
}

/**
 * A running local Solana chain (litesvm behind a JSON-RPC and WebSocket layer), as `npm start` and
 * the e2e harness start it: the development keys hold SOL and the local tokens.
 */
export interface LocalSolanaChain {
  /** `solana:<first 32 characters of the genesis hash>`, the same as `solanaLocalnet` in common. */
  caipNetworkId: `solana:${string}`
  /** HTTP JSON-RPC, for example `http://127.0.0.1:8899`. */
  rpcUrl: string
  /** Subscriptions, for example `ws://127.0.0.1:8900`. */
  wsUrl: string
  /** An SPL Token mint and a Token-2022 mint, both minted to every development key. */
  tokens: LocalSolanaToken[]
  stop(): Promise<void>
}
