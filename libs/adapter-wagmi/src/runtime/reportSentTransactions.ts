/** Methods whose success means the wallet put a transaction on chain. */
const sendingMethods = new Set(['eth_sendTransaction', 'eth_sendRawTransaction'])

interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * The wallet's provider as the host gets it, telling `onSent` the hash of every transaction sent
 * through it, so the kit can refresh balances after a host's own `eth_sendTransaction` (docs/reference/states.md#balance-refresh).
 * Everything else passes through untouched.
 */
export function reportSentTransactions<T>(provider: T, onSent: (hash: string) => void): T {
  const target = provider as T & Eip1193Provider
  if (typeof target?.request !== 'function') return provider
  return new Proxy(target, {
    get(object, property) {
      if (property !== 'request') {
        // Bound to the provider itself: its methods may read private fields a proxy does not have.
        const value = Reflect.get(object, property) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value
      }
      return async (args: { method: string; params?: unknown }) => {
        const result = await object.request(args)
        if (sendingMethods.has(args.method) && typeof result === 'string') onSent(result)
        return result
      }
    },
  })
}
