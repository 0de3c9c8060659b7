import type { WalletStandardPageState } from './walletStandardBridge'

/** What the page-side Wallet Standard Bitcoin wallet is told when the page starts. */
export interface BitcoinWalletStandardPageInfo {
  /** The Node binding the wallet asks (one per injected wallet). */
  binding: string
  /** The name Node pushes the wallet's state under (`window[events](state)`). */
  events: string
  name: string
  icon: string
  /** Wallet Standard chains, e.g. `bitcoin:regtest`. */
  chains: string[]
}

/**
 * Runs in the page before any script (Playwright `addInitScript`): a Wallet Standard wallet with
 * the Bitcoin features (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`,
 * `bitcoin:signAndSendTransaction`, AppKit's `bitcoin:switchNetwork`) plus `standard:events` and
 * `standard:disconnect`, whose every request goes to the Node binding. It first asks Node whether
 * the site is connected (so `accounts` survive a reload, as with an extension) and then registers
 * the way extensions do: the `wallet-standard:register-wallet` event, and again to an app that says
 * `app-ready`. Bytes cross the binding as base64; errors cross as data and are rethrown with `code`.
 */
export function installBitcoinWalletStandardWallet(info: BitcoinWalletStandardPageInfo) {
  type Account = {
    readonly address: string
    readonly publicKey: Uint8Array
    readonly chains: readonly string[]
    readonly features: readonly string[]
    readonly purpose: 'payment' | 'ordinal'
  }
  type ChangeListener = (properties: { accounts?: readonly Account[] }) => void
  type Api = { register(wallet: unknown): unknown }
  const scope = window as unknown as Record<string, unknown>
  const call = scope[info.binding] as (payload: string) => Promise<string>
  const toBase64 = (bytes: Uint8Array) =>
    btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
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
  const accountFeatures = Object.freeze([
    'bitcoin:signMessage',
    'bitcoin:signTransaction',
    'bitcoin:signAndSendTransaction',
  ])
  // One object per account and chain, so that apps comparing accounts by identity see no change.
  const known = new Map<string, Account>()
  const listeners = new Set<ChangeListener>()
  let accounts: Account[] = []
  const apply = (state: WalletStandardPageState) => {
    const next = state.accounts.map((entry) => {
      const key = `${entry.chain}:${entry.address}`
      let account = known.get(key)
      if (!account) {
        account = Object.freeze({
          address: entry.address,
          publicKey: fromBase64(entry.publicKey),
          chains: Object.freeze([entry.chain]),
          features: accountFeatures,
          purpose: entry.purpose,
        })
        known.set(key, account)
      }
      return account
    })
    const changed =
      next.length !== accounts.length || next.some((account, index) => account !== accounts[index])
    accounts = next
    if (changed) listeners.forEach((listener) => listener({ accounts: [...accounts] }))
  }
  type InputToSign = { account: Account; signingIndexes: number[]; sigHash?: string }
  type TransactionInput = { psbt: Uint8Array; inputsToSign: InputToSign[]; chain?: string }
  const transactionParams = (input: TransactionInput) => ({
    psbt: toBase64(input.psbt),
    inputsToSign: input.inputsToSign.map((entry) => ({
      address: entry.account.address,
      signingIndexes: entry.signingIndexes,
      sigHash: entry.sigHash,
    })),
    chain: input.chain,
  })
  const wallet = {
    version,
    name: info.name,
    icon: info.icon,
    chains: Object.freeze([...info.chains]),
    get accounts() {
      return [...accounts]
    },
    features: {
      'bitcoin:connect': {
        version,
        async connect(input?: { purposes?: string[] }) {
          apply((await request('connect')) as unknown as WalletStandardPageState)
          const purposes = input?.purposes ?? ['payment', 'ordinals']
          return {
            accounts: accounts.filter((account) =>
              purposes.includes(account.purpose === 'ordinal' ? 'ordinals' : 'payment'),
            ),
          }
        },
      },
      'bitcoin:signMessage': {
        version,
        signMessage(...inputs: { account: Account; message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async (input) => {
              const answer = await request('signMessage', {
                address: input.account.address,
                message: toBase64(input.message),
              })
              return { signedMessage: input.message, signature: fromBase64(answer.signature as string) }
            }),
          )
        },
      },
      'bitcoin:signTransaction': {
        version,
        signTransaction(...inputs: TransactionInput[]) {
          return Promise.all(
            inputs.map(async (input) => {
              const answer = await request('signTransaction', transactionParams(input))
              return { signedPsbt: fromBase64(answer.signedPsbt as string) }
            }),
          )
        },
      },
      'bitcoin:signAndSendTransaction': {
        version,
        signAndSendTransaction(...inputs: TransactionInput[]) {
          return Promise.all(
            inputs.map(async (input) => {
              const answer = await request('signAndSendTransaction', transactionParams(input))
              return { txId: answer.txId as string }
            }),
          )
        },
      },
      'bitcoin:switchNetwork': {
        version,
        async switchNetwork(chain: string) {
          apply((await request('switchNetwork', { chain })) as unknown as WalletStandardPageState)
        },
      },
      'standard:disconnect': {
        version,
        async disconnect() {
          apply((await request('disconnect')) as unknown as WalletStandardPageState)
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
    },
  }
  // Node tells the page what the visitor did in the wallet (network, key, connection).
  scope[info.events] = (state: WalletStandardPageState) => apply(state)
  const register = (api: Api) => api.register(wallet)
  let settled = false
  const waiting: Api[] = []
  window.addEventListener('wallet-standard:app-ready', (event) => {
    const api = (event as CustomEvent<Api>).detail
    if (settled) register(api)
    else waiting.push(api)
  })
  // Registered once the connection state is known, so a reloaded page sees its accounts at once.
  void request('status')
    .then((state) => apply(state as unknown as WalletStandardPageState))
    .catch(() => undefined)
    .finally(() => {
      settled = true
      waiting.splice(0).forEach(register)
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
    })
}
