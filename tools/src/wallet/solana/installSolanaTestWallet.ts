/** What the page-side Solana test wallet is told when the page starts. */
export interface SolanaTestWalletPageInfo {
  /** The Node binding the wallet asks (one per injected wallet). */
  binding: string
  /** The name to register Node-side events under (`window[events]`). */
  events: string
  name: string
  icon: string
  address: string
  /** The 32-byte public key, base64. */
  publicKey: string
  chains: string[]
}

/**
 * Runs in the page before any script (Playwright `addInitScript`): a Wallet Standard wallet whose
 * every request goes to the Node binding, registered the way extensions register (the
 * `wallet-standard:register-wallet` event, and again to an app that says `app-ready`). Bytes cross
 * the binding as base64; errors cross as data and are rethrown with their `code`.
 */
export function installSolanaTestWallet(info: SolanaTestWalletPageInfo) {
  type ChangeListener = (properties: { accounts?: readonly unknown[] }) => void
  const scope = window as unknown as Record<string, unknown>
  const call = scope[info.binding] as (payload: string) => Promise<string>
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
  const request = async (method: string, params: Record<string, unknown> = {}) => {
    const reply = JSON.parse(await call(JSON.stringify({ method, params }))) as {
      result?: unknown
      error?: { code: number; message: string }
    }
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
    return reply.result as Record<string, unknown>
  }
  const version = '1.0.0'
  const transactionVersions = Object.freeze(['legacy', 0] as const)
  const account = Object.freeze({
    address: info.address,
    publicKey: fromBase64(info.publicKey),
    chains: Object.freeze([...info.chains]),
    features: Object.freeze([
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ]),
  })
  const listeners = new Set<ChangeListener>()
  let accounts: (typeof account)[] = []
  const setAccounts = (next: (typeof account)[]) => {
    accounts = next
    listeners.forEach((listener) => listener({ accounts: [...accounts] }))
  }
  const wallet = {
    version,
    name: info.name,
    icon: info.icon,
    chains: Object.freeze([...info.chains]),
    get accounts() {
      return [...accounts]
    },
    features: {
      'standard:connect': {
        version,
        async connect(input?: { silent?: boolean }) {
          const answer = await request('connect', { silent: Boolean(input?.silent) })
          if (answer.connected) {
            if (accounts.length === 0) setAccounts([account])
          } else if (accounts.length > 0) setAccounts([])
          return { accounts: [...accounts] }
        },
      },
      'standard:disconnect': {
        version,
        async disconnect() {
          await request('disconnect')
          setAccounts([])
        },
      },
      'standard:events': {
        version,
        on(event: string, listener: ChangeListener) {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version,
        signMessage(...inputs: { message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async (input) => {
              const answer = await request('signMessage', { message: toBase64(input.message) })
              return { signedMessage: input.message, signature: fromBase64(answer.signature as string) }
            }),
          )
        },
      },
      'solana:signTransaction': {
        version,
        supportedTransactionVersions: transactionVersions,
        signTransaction(...inputs: { transaction: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async (input) => {
              const answer = await request('signTransaction', { transaction: toBase64(input.transaction) })
              return { signedTransaction: fromBase64(answer.signedTransaction as string) }
            }),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version,
        supportedTransactionVersions: transactionVersions,
        signAndSendTransaction(
          ...inputs: { transaction: Uint8Array; chain: string; options?: { preflightCommitment?: string } }[]
        ) {
          return Promise.all(
            inputs.map(async (input) => {
              const answer = await request('signAndSendTransaction', {
                transaction: toBase64(input.transaction),
                chain: input.chain,
                preflightCommitment: input.options?.preflightCommitment,
              })
              return { signature: fromBase64(answer.signature as string) }
            }),
          )
        },
      },
    },
  }
  // Node tells the page the visitor switched or removed the account (`standard:events`).
  scope[info.events] = (connected: boolean) => setAccounts(connected ? [account] : [])
  const register = (api: { register(wallet: unknown): unknown }) => api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail),
  )
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
}
