import type { BitcoinConnectorEvents } from './BitcoinConnector'

/**
 * The listeners of one connector. `watch` starts listening to the wallet when the first listener
 * comes and stops when the last one leaves, so a connector nobody uses holds no wallet subscription.
 */
export function createConnectorEvents(watch: (events: BitcoinConnectorEvents) => () => void) {
  const listeners = {
    accountsChanged: new Set<BitcoinConnectorEvents['accountsChanged']>(),
    disconnect: new Set<BitcoinConnectorEvents['disconnect']>(),
  }
  let stop: (() => void) | undefined
  const emit: BitcoinConnectorEvents = {
    accountsChanged: (addresses) => [...listeners.accountsChanged].forEach((listener) => listener(addresses)),
    disconnect: () => [...listeners.disconnect].forEach((listener) => listener()),
  }
  const count = () => listeners.accountsChanged.size + listeners.disconnect.size
  return {
    emit,
    on<E extends keyof BitcoinConnectorEvents>(event: E, listener: BitcoinConnectorEvents[E]): () => void {
      const set = listeners[event] as Set<BitcoinConnectorEvents[E]>
      set.add(listener)
      stop ??= watch(emit)
      return () => {
        set.delete(listener)
        if (count() === 0) {
          stop?.()
          stop = undefined
        }
      }
    },
  }
}
