import type { ChainServices } from '../chains/chainServices'
import type { IdentitiesConfig } from '../config/chainConfig'
import type { SqlDatabase } from '../database/SqlDatabase'
import type { Route } from '../http/Route'
import { createEnsLookup } from '../identity/ensIdentity'
import { balanceRoutes } from './balanceRoutes'
import { historyRoutes } from './historyRoutes'
import { identityRoutes, type RegisteredNameLookup } from './identityRoutes'
import { nftRoutes } from './nftRoutes'
import { priceRoutes } from './priceRoutes'
import { supportedChainsRoutes } from './supportedChainsRoutes'
import type { SolanaChainServices } from '../solana/solanaChainServices'
import type { BitcoinChainServices } from '../bitcoin/bitcoinChainServices'

/** The blockchain API (docs/reference/endpoints.md#blockchain-api): supported chains, balances, history, NFTs held, prices and identities (registered names, then ENS). */
export function blockchainRoutes(
  chains: ChainServices,
  database: SqlDatabase,
  identities: IdentitiesConfig,
  registeredName: RegisteredNameLookup,
  solana: SolanaChainServices,
  bitcoin: BitcoinChainServices,
): Route[] {
  return [
    ...supportedChainsRoutes(chains, solana, bitcoin),
    ...balanceRoutes(chains, solana, bitcoin),
    ...historyRoutes(chains, database, solana, bitcoin),
    ...nftRoutes(chains, database, solana, bitcoin),
    ...priceRoutes(chains),
    ...identityRoutes(identities, registeredName, createEnsLookup(chains)),
  ]
}
