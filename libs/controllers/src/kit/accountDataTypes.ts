import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { ApiClient } from '../api/createApiClient'
import type { BlockchainClient } from '../blockchain/createBlockchainClient'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { IdentityController } from '../identity/createIdentityController'
import type { IdentityState } from '../identity/identityState'
import type { PortfolioController } from '../portfolio/createPortfolioController'
import type { PortfolioState } from '../portfolio/portfolioState'
import type { Storage } from '../storage/createStorage'
import type { ToastController } from '../toast/createToastController'

// The shapes both halves of the account data share: the eager part (createAccountData) and the
// code it loads on first use (accountDataRuntime). Kept apart so neither module imports the other.

/** What the account data reads from the rest of the kit. */
export interface AccountDataDeps {
  api: ApiClient
  chain: ChainController
  connection: ConnectionController
  adapters: AdapterRegistry
  storage: Storage
  toast: ToastController
}

/** What the lazily loaded half gets: the kit's parts and the state the eager half already holds. */
export interface AccountDataRuntimeDeps extends AccountDataDeps {
  portfolioState: PortfolioState
  identityState: IdentityState
}

/** The lazily loaded half: the blockchain API client and the portfolio and identity rules. */
export interface AccountDataRuntime {
  blockchain: BlockchainClient
  portfolio: PortfolioController
  identity: IdentityController
}
