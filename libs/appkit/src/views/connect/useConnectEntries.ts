import { useKit, useKitState } from '@gatehouse/controllers/react'
import { connectSections, isConnectorVisible, type ConnectEntry } from '@gatehouse/controllers'

/** The Connect view's wallet entries: visible connectors in the order of SPEC §9. */
export function useConnectEntries(): { discovered: boolean; entries: ConnectEntry[] } {
  const kit = useKit()
  const connectors = useKitState((k) => k.connectors.state)
  const options = useKitState((k) => k.options.state)
  const context = {
    isMobile: kit.platform.isMobile(),
    hasInjectedProvider: kit.platform.hasInjectedProvider(),
    excludeWalletIds: options.excludeWalletIds,
    excludedRdns: [],
  }
  const visible = connectors.connectors.filter((connector) => isConnectorVisible(connector, context))
  return { discovered: connectors.discovered, entries: connectSections(visible) }
}
