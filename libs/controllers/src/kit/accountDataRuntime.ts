import { createBlockchainClient } from '../blockchain/createBlockchainClient'
import { createIdentityController } from '../identity/createIdentityController'
import { createPortfolioController } from '../portfolio/createPortfolioController'
import type { AccountDataRuntime, AccountDataRuntimeDeps } from './accountDataTypes'

/**
 * The code behind the account data, loaded the first time the kit needs it (an open Account view, a
 * feature): the blockchain API client and its schemas, the portfolio and identity rules.
 */
export function startAccountData(deps: AccountDataRuntimeDeps): AccountDataRuntime {
  const blockchain = createBlockchainClient(deps.api)
  return {
    blockchain,
    portfolio: createPortfolioController({ ...deps, blockchain, state: deps.portfolioState }),
    identity: createIdentityController({ ...deps, blockchain, state: deps.identityState }),
  }
}
