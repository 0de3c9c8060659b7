import { proxy } from 'valtio/vanilla'
import { isUserRejection, Pairing, parsePairingUri, Timing, type ChainNamespace } from '@gatehouse/common'
import type { ConnectResult } from '../adapter/ChainAdapter'
import { describeWalletError } from '../connection/describeWalletError'

export type PairingStatus = 'idle' | 'pairing' | 'ready' | 'error'

export interface WalletConnectState {
  status: PairingStatus
  /** The current pairing URI, shown as a QR code and handed to wallets. */
  uri: string | undefined
  expiresAt: number | undefined
  /** Why the last pairing failed, for the retry state. */
  error: string | undefined
  /** The wallet declined the session. */
  rejected: boolean
}

export interface WalletConnectDeps {
  connect(namespace: ChainNamespace, onUri: (uri: string) => void): Promise<ConnectResult>
  namespace(): ChainNamespace
  /** Told when a wallet approved a session. */
  onConnected?: (result: ConnectResult) => void
  now?: () => number
}

/** What the pairing says when the relay does not answer (the modal shows it in the visitor's language). */
export const relayUnreachableMessage =
  'The WalletConnect relay did not answer. Check your connection and try again.'

/** The relay did not hand out a pairing in this time: it is unreachable. */
const pairingTimeout = Timing.httpTimeout

/**
 * The WalletConnect pairing of the QR and deep-link views (docs/reference/states.md#pairing): one pairing URI, reused while it
 * is not expired (4 minutes; expired with under 10 s left), replaced otherwise; a relay that does not
 * answer becomes a clear error with a retry, never an endless spinner.
 */
export function createWalletConnectController(deps: WalletConnectDeps) {
  const now = deps.now ?? Date.now
  const state = proxy<WalletConnectState>({
    status: 'idle',
    uri: undefined,
    expiresAt: undefined,
    error: undefined,
    rejected: false,
  })
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  function isExpired(): boolean {
    return state.expiresAt === undefined || state.expiresAt - now() < Pairing.expiresWithin
  }

  function fail(current: number, message: string, rejected = false) {
    if (current !== attempt) return
    clearTimeout(timer)
    Object.assign(state, { status: 'error', uri: undefined, expiresAt: undefined, error: message, rejected })
  }

  function start(): void {
    const current = ++attempt
    clearTimeout(timer)
    Object.assign(state, {
      status: 'pairing',
      uri: undefined,
      expiresAt: undefined,
      error: undefined,
      rejected: false,
    })
    timer = setTimeout(() => fail(current, relayUnreachableMessage), pairingTimeout)
    deps
      .connect(deps.namespace(), (uri) => {
        if (current !== attempt) return
        clearTimeout(timer)
        const parsed = parsePairingUri(uri)
        Object.assign(state, {
          status: 'ready',
          uri,
          expiresAt: parsed?.expiresAt ?? now() + Pairing.lifetime,
          error: undefined,
        })
      })
      .then(
        (result) => {
          if (current !== attempt) return
          clearTimeout(timer)
          Object.assign(state, { status: 'idle', uri: undefined, expiresAt: undefined })
          deps.onConnected?.(result)
        },
        (error: unknown) => {
          // A pairing that expired unused is replaced on the next `ensurePairing`, not reported.
          if (current === attempt && state.status === 'ready' && isExpired()) return
          fail(current, describeWalletError(error), isUserRejection(error))
        },
      )
  }

  return {
    state,
    isExpired,

    /** Makes sure a usable pairing URI exists or is on its way; reuses the current one while valid. */
    ensurePairing(): void {
      if (state.status === 'pairing') return
      if (state.status === 'ready' && !isExpired()) return
      if (state.status === 'error') return
      start()
    },

    /** Starts a fresh pairing after a failure or rejection. */
    retry(): void {
      start()
    },

    /** Forgets the pairing in progress (the visitor left, or disconnected). */
    reset(): void {
      attempt++
      clearTimeout(timer)
      Object.assign(state, {
        status: 'idle',
        uri: undefined,
        expiresAt: undefined,
        error: undefined,
        rejected: false,
      })
    },
  }
}

export type WalletConnectController = ReturnType<typeof createWalletConnectController>
