import type { RouterController } from '../router/createRouterController'
import type { Connector } from './Connector'

/**
 * Opens the view that connects a connector of the Connect view (docs/reference/views.md#connect): WalletConnect's QR code
 * (on phones the wallet apps, one by one), a multi-chain wallet's choice of chain, else the wallet's
 * own connecting view.
 */
export function openConnecting(
  router: Pick<RouterController, 'push'>,
  connector: Connector,
  isMobile: boolean,
): void {
  if (connector.type === 'WALLET_CONNECT')
    router.push(isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic')
  else if (connector.type === 'MULTI_CHAIN') router.push('ConnectingMultiChain', { connector })
  else router.push('ConnectingExternal', { connector })
}
