/** What the page-side sats-connect provider is told when the page starts. */
export interface BitcoinSatsConnectPageInfo {
  /** The Node binding the provider asks (one per injected wallet). */
  binding: string
  /** The name Node pushes events under (`window[events](event)`). */
  events: string
  /** The dotted `window` path of the provider, also the descriptor's id (WBIP004). */
  id: string
  name: string
  icon: string
  /** The methods the descriptor lists. */
  methods: string[]
}

/**
 * Runs in the page before any script (Playwright `addInitScript`): a sats-connect provider at the
 * `window` path `info.id` whose `request(method, params)` resolves JSON-RPC envelopes (`result`,
 * or `error` with sats-connect's code) answered by the Node binding, and whose
 * `addListener(event, callback)` returns the unsubscribe function. Its descriptor is pushed onto
 * `window.btc_providers`, the discovery list sats-connect reads.
 */
export function installBitcoinSatsConnectWallet(info: BitcoinSatsConnectPageInfo) {
  type Listener = (event: { type: string }) => void
  const scope = window as unknown as Record<string, unknown>
  const call = scope[info.binding] as (payload: string) => Promise<string>
  const listeners = new Map<string, Set<Listener>>()
  let nextId = 0
  const provider = {
    async request(method: string, params?: unknown) {
      const id = String(++nextId)
      const reply = JSON.parse(await call(JSON.stringify({ method, params: params ?? null }))) as {
        result?: unknown
        error?: { code: number; message: string }
      }
      return reply.error
        ? { jsonrpc: '2.0' as const, id, error: reply.error }
        : { jsonrpc: '2.0' as const, id, result: reply.result }
    },
    addListener(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
  }
  const path = info.id.split('.')
  const last = path.pop() as string
  let holder = scope
  for (const key of path) {
    holder[key] ??= {}
    holder = holder[key] as Record<string, unknown>
  }
  holder[last] = provider
  const providers = (scope['btc_providers'] ??= []) as unknown[]
  providers.push({ id: info.id, name: info.name, icon: info.icon, methods: info.methods })
  // Node tells the page what the visitor did in the wallet (account, network, disconnect).
  scope[info.events] = (event: { type: string }) =>
    listeners.get(event.type)?.forEach((listener) => listener(event))
}
