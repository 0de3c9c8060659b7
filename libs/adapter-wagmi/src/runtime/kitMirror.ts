import { watchConnectors, type Config } from '@wagmi/core'
import type { AdapterEvents } from '@gatehouse/controllers'
import { readConnectionState, watchConnectionState } from './connectionState'
import { reportSentTransactions } from './reportSentTransactions'
import { toConnector } from './toConnector'

/** What the kit hands the runtime once the adapter is given to `createAppKit`. */
export interface RuntimeAttachment {
  events: AdapterEvents
  /** Told the connected wallet's provider whenever it changes (for `getWalletProvider`). */
  onProvider: (provider: unknown) => void
}

/** The wallet's metadata in a WalletConnect provider's session (the kit reads it before use). */
function sessionPeer(provider: unknown): unknown {
  return (provider as { session?: { peer?: { metadata?: unknown } } } | undefined)?.session?.peer?.metadata
}

/**
 * Mirrors wagmi (the one source of truth) into the kit: its connectors, and its connection with the
 * wallet's provider. `isPairing` tells when a WalletConnect pairing is on, so that its QR code is not
 * reported as a connection in progress.
 */
export function mirrorIntoKit(config: Config, kit: RuntimeAttachment, isPairing: () => boolean): void {
  const publishConnectors = () => kit.events.connectorsChanged(config.connectors.map(toConnector))
  publishConnectors()
  watchConnectors(config, { onChange: publishConnectors })
  // The provider is resolved first, so the kit never says "connected" while `getWalletProvider`
  // still has nothing; stale updates are dropped.
  let sequence = 0
  const mirror = async (connection = readConnectionState(config)) => {
    // A QR code on screen is not a connection in progress: the kit hears of it when the wallet answers.
    if (isPairing() && connection.status === 'connecting') return
    const current = ++sequence
    const provider = connection.status === 'connected' ? await connection.connector?.getProvider() : undefined
    if (current !== sequence) return
    kit.onProvider(provider && reportSentTransactions(provider, kit.events.transactionSent))
    kit.events.connectionChanged({
      status: connection.status,
      address: connection.address,
      accounts: connection.addresses?.map((address) => ({ address, type: 'eoa' as const })),
      chainId: connection.chainId,
      connectorId: connection.connector?.id,
      peer: connection.connector?.type === 'walletConnect' ? sessionPeer(provider) : undefined,
    })
  }
  watchConnectionState(config, (connection) => void mirror(connection))
  // The host's <WagmiProvider> may have restored a session before the kit attached.
  if (readConnectionState(config).status === 'connected') void mirror()
}
