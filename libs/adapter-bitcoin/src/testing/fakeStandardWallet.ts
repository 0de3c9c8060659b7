import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { base64Of } from '../encoding/bytes'
import type { BitcoinSignTransactionInput } from '../discovery/walletStandardFeatures'
import { signPsbt, testKey } from './testKeys'

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/** The bytes a fake wallet "signs" a message with: recognisable, so a test can check the encoding. */
export const fakeSignature = (message: Uint8Array) => new Uint8Array([0xb3, 0x22, ...message])

/**
 * A Wallet Standard wallet with the bitcoin features, in memory: a real secp256k1 key signs the
 * PSBTs (with @scure/btc-signer), accounts are a P2WPKH payment and a P2TR ordinals address on
 * regtest, and it registers itself the way extensions do. The adapter sees only the standard.
 */
export function fakeStandardWallet(
  options: {
    name?: string
    seed?: number
    chains?: `${string}:${string}`[]
    /** Adds AppKit's `bitcoin:switchNetwork`, with accounts of each network. */
    switchable?: boolean
    /** Leaves the `purpose` off the accounts (the adapter then reads the address type). */
    unlabelled?: boolean
  } = {},
) {
  const key = testKey(options.seed ?? 7)
  const testnetKey = testKey(options.seed ?? 7, {
    bech32: 'tb',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    wif: 0xef,
  })
  const chains = options.chains ?? ['bitcoin:regtest']
  const accountsFor = (chain: `${string}:${string}`): WalletAccount[] => {
    const keys = chain === 'bitcoin:testnet' ? testnetKey : key
    const label = (purpose: string) => (options.unlabelled ? {} : { purpose })
    return [
      {
        address: keys.wpkh,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'hex')),
        chains: [chain],
        features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
        ...label('payment'),
      } as WalletAccount,
      {
        address: keys.tr,
        publicKey: new Uint8Array(Buffer.from(key.xOnlyKey, 'hex')),
        chains: [chain],
        features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
        ...label('ordinal'),
      } as WalletAccount,
    ]
  }
  const listeners = new Set<ChangeListener>()
  const state = {
    authorized: false,
    reject: false,
    chain: chains[0] ?? 'bitcoin:regtest',
    accounts: [] as WalletAccount[],
    disconnects: 0,
    connectInputs: [] as unknown[],
    signInputs: [] as BitcoinSignTransactionInput[],
  }
  const setAccounts = (accounts: WalletAccount[]) => {
    state.accounts = accounts
    listeners.forEach((listener) => listener({ accounts }))
  }
  const decline = () => {
    if (state.reject) throw new Error('User rejected the request.')
  }

  const features: Record<string, unknown> = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input: unknown) {
        state.connectInputs.push(input)
        decline()
        state.authorized = true
        setAccounts(accountsFor(state.chain))
        return { accounts: state.accounts }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        decline()
        return inputs.map(({ message }) => ({ signedMessage: message, signature: fakeSignature(message) }))
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs: BitcoinSignTransactionInput[]) {
        decline()
        state.signInputs.push(...inputs)
        return inputs.map((input) => {
          const indexes = input.inputsToSign.flatMap((entry) => entry.signingIndexes)
          const signed = signPsbt(key.privateKey, base64Of(input.psbt), indexes)
          return { signedPsbt: new Uint8Array(Buffer.from(signed, 'base64')) }
        })
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: ChangeListener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        state.authorized = false
        state.disconnects++
        setAccounts([])
      },
    },
  }
  if (options.switchable) {
    features['bitcoin:switchNetwork'] = {
      version: '1.0.0',
      async switchNetwork(caipNetworkId: string) {
        decline()
        state.chain = caipNetworkId.startsWith('bip122:000000000933') ? 'bitcoin:testnet' : 'bitcoin:regtest'
        setAccounts(accountsFor(state.chain))
      },
    }
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Standard Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    get accounts() {
      return state.accounts
    },
    features: features as Wallet['features'],
  }

  /** Registers as extensions do: now, and again with an app that says it is ready later. */
  const register = () => {
    const callback = (api: { register(wallet: Wallet): () => void }) => api.register(wallet)
    window.addEventListener('wallet-standard:app-ready', (event) =>
      callback((event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail),
    )
    window.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback }))
  }

  return { wallet, key, testnetKey, state, setAccounts, register, listenerCount: () => listeners.size }
}
