import { proxy } from 'valtio/vanilla'
import { CacheLifetime, type ChainNamespace } from '@gatehouse/common'
import { hasTransactionSettlement } from '../adapter/TransferCapability'
import type { BlockchainClient } from '../blockchain/createBlockchainClient'
import { emptyIdentity, type IdentityState } from '../identity/identityState'
import { emptyPortfolio, type PortfolioState } from '../portfolio/portfolioState'
import type { AccountDataDeps, AccountDataRuntime } from './accountDataTypes'
import { createBalanceRefresher } from './createBalanceRefresher'

/**
 * What the kit knows about the connected account beyond the connection: native balance (from the
 * wallet's chain), token balances and name (from the blockchain API), kept fresh after transactions.
 * The state is here from the start; the code that fills it (the API client, its schemas, the cache
 * rules) loads on first use, so a page that never opens the account does not carry it.
 */
export function createAccountData(deps: AccountDataDeps) {
  const { chain, adapters, storage } = deps
  const portfolioState = proxy<PortfolioState>(emptyPortfolio())
  const identityState = proxy<IdentityState>(emptyIdentity())
  const refreshBalance = createBalanceRefresher(deps)
  let runtime: Promise<AccountDataRuntime> | undefined

  function loadRuntime(): Promise<AccountDataRuntime> {
    runtime ??= import('./accountDataRuntime').then(({ startAccountData }) =>
      startAccountData({ ...deps, portfolioState, identityState }),
    )
    runtime.catch(() => {
      runtime = undefined
    })
    return runtime
  }

  const blockchain: BlockchainClient = {
    isSupported: async (chainId) => (await loadRuntime()).blockchain.isSupported(chainId),
    balances: async (params) => (await loadRuntime()).blockchain.balances(params),
    history: async (params) => (await loadRuntime()).blockchain.history(params),
    nfts: async (params) => (await loadRuntime()).blockchain.nfts(params),
    fungiblePrices: async (params) => (await loadRuntime()).blockchain.fungiblePrices(params),
    identity: async (params) => (await loadRuntime()).blockchain.identity(params),
  }

  const portfolio = {
    state: portfolioState,
    /** Reads the active account's balances: from the 30 s cache unless forced (see PortfolioController). */
    load: async (options: { force?: boolean } = {}) => (await loadRuntime()).portfolio.load(options),
    /** Forgets the account (disconnect). */
    reset: () => void Object.assign(portfolioState, emptyPortfolio()),
  }

  const identity = {
    state: identityState,
    /**
     * Looks up the active account's name and avatar (EVM mainnets, kept 5 minutes; `force` asks the
     * service again, after registering a name).
     */
    load: async (options?: { force?: boolean }) => (await loadRuntime()).identity.load(options),
    /**
     * The name the last lookup kept for a namespace's account, while the 5-minute cache holds it and
     * under the same rule (EVM, not a testnet): what the account button shows before the identity is
     * looked up again, without loading code or asking the service.
     */
    cachedName(namespace: ChainNamespace): string | undefined {
      const address = chain.state.namespaces[namespace]?.account?.address
      const network = chain.network(namespace)
      if (!address || network?.chainNamespace !== 'eip155' || network.testnet) return undefined
      const record = storage.get('identityCache')?.[address.toLowerCase()]
      return record && Date.now() - record.timestamp < CacheLifetime.identity ? record.name : undefined
    },
  }

  /**
   * Once a transaction the wallet sent is mined, reads the native balance and the token balances again
   * (docs/reference/states.md#balance-refresh: the native balance is refreshed after a successful unsafe request). Each chain's
   * adapter says when that is (its TransactionSettlementCapability: a receipt, a commitment, a block).
   */
  async function afterTransaction(namespace: ChainNamespace, hash: string): Promise<void> {
    // An adapter that cannot wait for its chain's transactions has the balances read at once.
    const adapter = adapters.find(namespace)
    if (adapter && hasTransactionSettlement(adapter)) {
      try {
        await adapter.waitForTransaction(hash)
      } catch (error) {
        console.warn('[gatehouse] could not wait for the transaction', error)
      }
    }
    if (chain.state.activeNamespace !== namespace) return
    await Promise.all([
      refreshBalance(true),
      portfolioState.caipAddress ? portfolio.load({ force: true }) : undefined,
    ])
  }

  /** Follows the active account: a new one has its balance read, none forgets the last one's tokens. */
  function accountChanged(caipAddress: string | undefined) {
    if (caipAddress) void refreshBalance()
    else portfolio.reset()
  }

  return { blockchain, portfolio, identity, refreshBalance, afterTransaction, accountChanged }
}

/** The kit's account data: balances, tokens and name of the active account. */
export type AccountData = ReturnType<typeof createAccountData>
