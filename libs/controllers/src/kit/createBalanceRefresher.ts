import { CacheLifetime } from '@gatehouse/common'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'

interface BalanceRefresherDeps {
  chain: ChainController
  connection: ConnectionController
  adapters: AdapterRegistry
}

/**
 * Reads the native balance of the active account through its adapter, at most every 30 s per
 * account unless forced (docs/reference/limits.md#caches). A failed read is not cached, so the next call tries again.
 */
export function createBalanceRefresher({ chain, connection, adapters }: BalanceRefresherDeps) {
  const fetchedAt = new Map<string, number>()

  return async function refreshBalance(force = false): Promise<void> {
    const namespace = chain.state.activeNamespace
    const account = chain.account(namespace)
    const network = chain.network(namespace)
    const adapter = adapters.find(namespace)
    if (
      !account?.address ||
      !account.caipAddress ||
      !network ||
      !adapter ||
      !connection.isConnected(namespace)
    )
      return
    const key = account.caipAddress
    const last = fetchedAt.get(key)
    if (!force && last !== undefined && Date.now() - last < CacheLifetime.nativeBalance) return
    fetchedAt.set(key, Date.now())
    chain.setBalanceLoading(namespace, true)
    try {
      const balance = await adapter.getBalance({ address: account.address, network })
      if (chain.account(namespace)?.caipAddress === key) chain.setBalance(namespace, balance)
    } catch (error) {
      fetchedAt.delete(key)
      chain.setBalanceLoading(namespace, false)
      console.warn('[gatehouse] could not read the balance', error)
    }
  }
}
