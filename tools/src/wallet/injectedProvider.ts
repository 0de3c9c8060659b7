/** What the page-side test wallet is told when the page starts. */
export interface InjectedWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
  /** Announce through EIP-6963 (what desktop extensions do). */
  announce: boolean
  /** Install as the legacy `window.ethereum` (what mobile in-app browsers do). */
  legacy: boolean
}

/**
 * Runs in the page before any script (Playwright `addInitScript`): an EIP-1193 provider that sends
 * every request to the Node binding `__gatehouseTestWallet`, announced through EIP-6963. Errors
 * cross the binding as data and are rethrown here with their `code` (exceptions lose it).
 */
export function installInjectedProvider(info: InjectedWalletInfo) {
  type Listener = (payload: unknown) => void
  const scope = window as unknown as Record<string, unknown>
  const listeners = new Map<string, Set<Listener>>()
  const call = scope.__gatehouseTestWallet as (payload: string) => Promise<string>
  const provider = {
    isGatehouseTestWallet: true,
    async request(args: { method: string; params?: unknown }) {
      const reply = JSON.parse(
        await call(JSON.stringify({ method: args.method, params: args.params ?? [] })),
      ) as {
        result?: unknown
        error?: { code: number; message: string; data?: unknown }
      }
      if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error)
      return reply.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  scope.__gatehouseTestWalletEmit = (event: string, payload: unknown) => {
    listeners.get(event)?.forEach((listener) => listener(payload))
  }
  const detail = Object.freeze({
    info: Object.freeze({ uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  if (info.announce) {
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
  if (info.legacy) scope.ethereum = provider
}
