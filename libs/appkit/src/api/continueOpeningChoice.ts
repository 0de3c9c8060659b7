import { subscribe } from 'valtio/vanilla'
import { openConnecting, type Connector, type Kit } from '@gatehouse/controllers'

/** A wallet pressed in the modal's frame before the modal arrived: WalletConnect, or an installed wallet by its rdns. */
export type OpeningChoice = { walletConnect: true } | { rdns: string }

function chosenConnector(connectors: readonly Connector[], choice: OpeningChoice): Connector | undefined {
  return connectors.find((connector) =>
    'walletConnect' in choice
      ? connector.type === 'WALLET_CONNECT'
      : connector.type !== 'AUTH' && connector.info?.rdns === choice.rdns,
  )
}

/**
 * Goes on with the wallet the visitor pressed in the modal's frame before the modal arrived: once the
 * modal shows the Connect view and has found the browser's wallets, that wallet's connecting view
 * opens, as a press on its row there would (Back returns to the list). Given up when the modal closes
 * or leaves the Connect view first, or when the list has no such wallet. Returns what gives it up.
 */
export function continueOpeningChoice(kit: Kit, choice: OpeningChoice): () => void {
  let shown = false
  const stops = [kit.modal.state, kit.router.state, kit.connectors.state].map((state) =>
    subscribe(state, check),
  )
  const stop = () => stops.splice(0).forEach((unsubscribe) => unsubscribe())
  function check() {
    if (!kit.modal.state.open) {
      if (shown) stop()
      return
    }
    shown = true
    if (kit.router.state.view !== 'Connect') return stop()
    if (!kit.connectors.state.discovered) return
    stop()
    const connector = chosenConnector(kit.connectors.state.connectors, choice)
    if (connector) openConnecting(kit.router, connector, kit.platform.isMobile())
  }
  check()
  return stop
}
