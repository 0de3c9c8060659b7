import { createBlockchainClient } from '../blockchain/createBlockchainClient'
import { createIdentityController } from '../identity/createIdentityController'
import type { IdentityState } from '../identity/identityState'
import { createPortfolioController } from '../portfolio/createPortfolioController'
import type { PortfolioState } from '../portfolio/portfolioState'
import type { AccountDataDeps } from './createAccountData'

/**
 * The code behind the account data, loaded the first time the kit needs it (an open Account view, a
 * feature): the blockchain API client and its schemas, the portfolio and identity rules.
 */
export function startAccountData(
  deps: AccountDataDeps & { portfolioState: PortfolioState; identityState: IdentityState },
) {
  const blockchain = createBlockchainClient(deps.api)
  return {
    blockchain,
    portfolio: createPortfolioController({ ...deps, blockchain, state: deps.portfolioState }),
    identity: createIdentityController({ ...deps, blockchain, state: deps.identityState }),
  }
}

export type AccountDataRuntime = ReturnType<typeof startAccountData>
