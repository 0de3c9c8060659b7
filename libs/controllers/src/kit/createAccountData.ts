import type { ChainNamespace } from '@gatehouse/common'
import { hasEvmTransactions } from '../adapter/ChainAdapter'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { ApiClient } from '../api/createApiClient'
import { createBlockchainClient } from '../blockchain/createBlockchainClient'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import { createIdentityController } from '../identity/createIdentityController'
import { createPortfolioController } from '../portfolio/createPortfolioController'
import type { Storage } from '../storage/createStorage'
import type { ToastController } from '../toast/createToastController'
import { createBalanceRefresher } from './createBalanceRefresher'

interface AccountDataDeps {
  api: ApiClient
  chain: ChainController
  connection: ConnectionController
  adapters: AdapterRegistry
  storage: Storage
  toast: ToastController
}

/**
 * What the kit knows about the connected account beyond the connection: native balance (from the
 * wallet's chain), token balances and name (from the blockchain API), kept fresh after transactions.
 */
export function createAccountData(deps: AccountDataDeps) {
  const { chain, adapters } = deps
  const blockchain = createBlockchainClient(deps.api)
  const portfolio = createPortfolioController({ ...deps, blockchain })
  const identity = createIdentityController({ ...deps, blockchain })
  const refreshBalance = createBalanceRefresher(deps)

  /**
   * Once a transaction the wallet sent is mined, reads the native balance and the token balances again
   * (SPEC §4: the native balance is refreshed after a successful unsafe request).
   */
  async function afterTransaction(namespace: ChainNamespace, hash: string): Promise<void> {
    const adapter = adapters.find(namespace)
    if (adapter && hasEvmTransactions(adapter)) {
      try {
        await adapter.waitForTransaction(hash as `0x${string}`)
      } catch (error) {
        console.warn('[gatehouse] could not wait for the transaction', error)
      }
    }
    if (chain.state.activeNamespace !== namespace) return
    await Promise.all([
      refreshBalance(true),
      portfolio.state.caipAddress ? portfolio.load({ force: true }) : undefined,
    ])
  }

  /** Follows the active account: a new one has its balance read, none forgets the last one's tokens. */
  function accountChanged(caipAddress: string | undefined) {
    if (caipAddress) void refreshBalance()
    else portfolio.reset()
  }

  return { blockchain, portfolio, identity, refreshBalance, afterTransaction, accountChanged }
}
