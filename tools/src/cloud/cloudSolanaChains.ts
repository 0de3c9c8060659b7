import type { LocalSolanaChain } from '../solana/LocalSolanaChain'
import { localPriceFile } from './cloudChains'

/**
 * apps/cloud's `solanaChains` configuration for the local Solana chain: its JSON-RPC, its SPL
 * mints (the Token and the Token-2022 one) as tokens, priced from apps/cloud/data/local-prices.json.
 */
export function cloudSolanaChainsOf(
  chain: Pick<LocalSolanaChain, 'caipNetworkId' | 'rpcUrl' | 'tokens'>,
  priceFile = localPriceFile,
): object[] {
  return [
    {
      caipNetworkId: chain.caipNetworkId,
      name: 'Solana Localnet',
      rpcUrl: chain.rpcUrl,
      tokens: chain.tokens.map(({ mint, name, symbol, decimals }) => ({ mint, name, symbol, decimals })),
      priceFile,
    },
  ]
}
