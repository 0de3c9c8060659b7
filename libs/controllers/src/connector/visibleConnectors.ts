import { browserWalletConnectorId, type Connector } from './Connector'

/** What decides whether a connector is listed. */
export interface VisibilityContext {
  isMobile: boolean
  hasInjectedProvider: boolean
  excludeWalletIds: readonly string[]
  /** rdns of excluded catalogue wallets, so their injected twins hide too. */
  excludedRdns: readonly string[]
}

/**
 * The hiding rules (docs/reference/permissions.md#hidden-connectors): excluded wallets are hidden; the Browser Wallet connector is hidden on
 * desktop, and on mobile when it has no rdns and no wallet is installed.
 */
export function isConnectorVisible(connector: Connector, context: VisibilityContext): boolean {
  if (connector.explorerId && context.excludeWalletIds.includes(connector.explorerId)) return false
  if (connector.info?.rdns && context.excludedRdns.includes(connector.info.rdns)) return false
  if (connector.id === browserWalletConnectorId) {
    if (!context.isMobile) return false
    if (!connector.info?.rdns && !context.hasInjectedProvider) return false
  }
  return true
}
