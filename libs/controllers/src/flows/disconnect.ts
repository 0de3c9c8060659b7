import type { ChainNamespace } from '@gatehouse/common'
import type { ConnectionController } from '../connection/createConnectionController'
import type { RouterController } from '../router/createRouterController'
import type { WalletConnectController } from '../walletconnect/createWalletConnectController'

/** What disconnecting from the modal changes. */
export interface DisconnectDeps {
  connection: Pick<ConnectionController, 'disconnect'>
  walletConnect: Pick<WalletConnectController, 'reset'>
  router: Pick<RouterController, 'reset'>
}

/**
 * Disconnects one namespace, or every connected one, and returns the modal to Connect with a fresh
 * WalletConnect pairing (docs/reference/states.md#disconnect). The reset happens even when a wallet fails to disconnect; that
 * failure ('Failed to disconnect chains: …') is rethrown for the caller.
 */
export async function disconnect(deps: DisconnectDeps, namespace?: ChainNamespace): Promise<void> {
  try {
    await deps.connection.disconnect(namespace)
  } finally {
    deps.walletConnect.reset()
    deps.router.reset('Connect')
  }
}
