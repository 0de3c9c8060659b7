import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import { hasWalletConnect } from '../adapter/ChainAdapter'
import {
  hasWalletConnectSessionGuest,
  hasWalletConnectSessionHost,
} from '../adapter/WalletConnectSessionSharing'

/**
 * One WalletConnect session for every namespace: the first adapter that opens WalletConnect
 * sessions and can carry other namespaces proposes each guest adapter's namespace in its pairings,
 * and hands the guest its part of every session approved or restored. Cheap, no I/O; nothing
 * happens in a kit without a guest adapter.
 */
export function linkWalletConnectSessions(deps: { adapters: Pick<AdapterRegistry, 'all'> }): void {
  const adapters = deps.adapters.all()
  const guests = adapters.filter(hasWalletConnectSessionGuest)
  if (guests.length === 0) return
  const host = adapters.find((adapter) => hasWalletConnect(adapter) && hasWalletConnectSessionHost(adapter))
  if (!host || !hasWalletConnectSessionHost(host)) return
  for (const guest of guests) {
    if (guest.namespace === host.namespace) continue
    guest.joinWalletConnectSessions(host.linkWalletConnectNamespace(guest.walletConnectProposal()))
  }
}
