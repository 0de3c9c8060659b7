import type { ConnectionController } from '../connection/createConnectionController'
import { describeWalletError } from '../connection/describeWalletError'
import type { EventsController } from '../events/createEventsController'

/**
 * The connection controller, reporting to the host's event stream: SELECT_WALLET when a wallet is
 * asked, then CONNECT_SUCCESS or CONNECT_ERROR (a refusal too, with the wallet's message), and
 * DISCONNECT_SUCCESS or DISCONNECT_ERROR. Restoring a stored session reports nothing.
 */
export function reportConnectionEvents(
  connection: ConnectionController,
  events: Pick<EventsController, 'track'>,
): ConnectionController {
  async function reported<T>(method: 'browser' | 'qrcode', name: string, run: () => Promise<T>): Promise<T> {
    events.track('SELECT_WALLET', { name, platform: method === 'browser' ? 'browser' : 'qrcode' })
    try {
      const result = await run()
      events.track('CONNECT_SUCCESS', { method, name })
      return result
    } catch (error) {
      // The connection controller has already put the failure in words (and logged what it hides).
      const message = connection.state.lastFailure?.message ?? describeWalletError(error)
      events.track('CONNECT_ERROR', { message })
      throw error
    }
  }
  return {
    ...connection,
    connect: (connector) => reported('browser', connector.name, () => connection.connect(connector)),
    connectWalletConnect: (namespace, onUri, pair) =>
      reported('qrcode', 'WalletConnect', () => connection.connectWalletConnect(namespace, onUri, pair)),
    async disconnect(namespace) {
      try {
        await connection.disconnect(namespace)
        events.track('DISCONNECT_SUCCESS', namespace ? { namespace } : undefined)
      } catch (error) {
        events.track('DISCONNECT_ERROR', { message: describeWalletError(error) })
        throw error
      }
    },
  }
}
