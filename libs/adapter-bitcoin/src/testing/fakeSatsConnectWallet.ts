import { signPsbt, testKey, testnet } from './testKeys'

type Listener = (data: unknown) => void

/**
 * A sats-connect wallet in memory (WBIP004 descriptor on `window.btc_providers`, JSON-RPC
 * envelopes), signing PSBTs with a real key. `style: 'reject'` rejects with the error envelope,
 * as some wallets do, instead of resolving with it.
 */
export function fakeSatsConnectWallet(
  options: {
    id?: string
    name?: string
    seed?: number
    style?: 'resolve' | 'reject'
    /** Methods the wallet does not have (answered with -32601). */
    missing?: string[]
    /** The code a decline carries: sats-connect's -32000 or Leather's 4001. */
    rejectionCode?: number
    /** Leaves out `addListener`. */
    noEvents?: boolean
  } = {},
) {
  const regtestKey = testKey(options.seed ?? 9)
  const testnetKey = testKey(options.seed ?? 9, testnet)
  const state = {
    network: 'Regtest' as 'Regtest' | 'Testnet',
    authorized: false,
    reject: false,
    requests: [] as { method: string; params: unknown }[],
    /** The next request fails with this error object. */
    failNext: undefined as { code: number; message: string } | undefined,
  }
  const keys = () => (state.network === 'Testnet' ? testnetKey : regtestKey)
  const addresses = () => [
    {
      address: keys().wpkh,
      publicKey: regtestKey.publicKey,
      purpose: 'payment',
      addressType: 'p2wpkh',
      walletType: 'software',
    },
    {
      address: keys().tr,
      publicKey: regtestKey.xOnlyKey,
      purpose: 'ordinals',
      addressType: 'p2tr',
      walletType: 'software',
    },
    {
      address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
      publicKey: regtestKey.publicKey,
      purpose: 'stacks',
      addressType: 'stacks',
      walletType: 'software',
    },
  ]
  const network = () => ({ bitcoin: { name: state.network }, stacks: { name: 'Testnet' } })
  const listeners = new Map<string, Set<Listener>>()

  let id = 0
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: String(++id), result })
  const error = (code: number, message: string) => ({
    jsonrpc: '2.0',
    id: String(++id),
    error: { code, message },
  })
  const declined = () => error(options.rejectionCode ?? -32000, 'User rejected request')

  function handle(method: string, params: Record<string, unknown>) {
    if (state.failNext) {
      const failure = state.failNext
      state.failNext = undefined
      return error(failure.code, failure.message)
    }
    if (options.missing?.includes(method)) return error(-32601, `Method not found: ${method}`)
    switch (method) {
      case 'getAddresses':
      case 'wallet_connect':
        if (state.reject) return declined()
        state.authorized = true
        return answer(
          method === 'getAddresses'
            ? { addresses: addresses(), network: network() }
            : { id: 'x', addresses: addresses(), walletType: 'software', network: network() },
        )
      case 'wallet_getAccount':
        if (!state.authorized) return error(-32002, 'Access denied')
        return answer({ id: 'x', addresses: addresses(), walletType: 'software', network: network() })
      case 'signMessage':
        if (state.reject) return declined()
        return answer({
          signature: `sig:${String(params.protocol)}:${String(params.message)}`,
          address: params.address,
          protocol: params.protocol,
        })
      case 'signPsbt': {
        if (state.reject) return declined()
        const indexes = Object.values(params.signInputs as Record<string, number[]>).flat()
        return answer({ psbt: signPsbt(keys().privateKey, String(params.psbt), indexes) })
      }
      case 'sendTransfer':
        if (state.reject) return declined()
        return answer({ txid: 'ef'.repeat(32) })
      case 'wallet_changeNetwork':
        state.network = (params.name as 'Regtest' | 'Testnet') ?? state.network
        return answer(null)
      case 'wallet_disconnect':
        state.authorized = false
        return answer(null)
      default:
        return error(-32601, `Method not found: ${method}`)
    }
  }

  const provider: Record<string, unknown> = {
    async request(method: string, params: unknown) {
      state.requests.push({ method, params })
      const envelope = handle(method, (params ?? {}) as Record<string, unknown>)
      if (options.style === 'reject' && 'error' in envelope) throw envelope
      return envelope
    },
  }
  if (!options.noEvents) {
    provider.addListener = (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    }
  }
  const emit = (event: string, data: unknown) => listeners.get(event)?.forEach((listener) => listener(data))
  const providerId = options.id ?? 'FakeSatsProviders.BitcoinProvider'

  /** Puts the provider at its dotted path on `root` and its descriptor on `root.btc_providers`. */
  const install = (root: Record<string, unknown>) => {
    const path = providerId.split('.')
    let target = root
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>
    target[path.at(-1) ?? ''] = provider
    const list = (root.btc_providers ??= []) as unknown[]
    list.push({
      id: providerId,
      name: options.name ?? 'Fake Sats Wallet',
      icon: 'data:image/png;base64,AA==',
    })
  }

  return {
    provider,
    state,
    install,
    emit,
    addresses,
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    regtestKey,
    testnetKey,
  }
}
