import { ref, subscribe } from 'valtio/vanilla'
import {
  accountAddressPlaceholder,
  ErrorMessage,
  GatehouseError,
  type CaipNetworkId,
  type ChainNamespace,
  type SIWXMessage,
  type SIWXConfig,
  type SIWXMessageData,
  type SIWXSession,
} from '@gatehouse/common'
import { hasWalletConnectSignIn, type ConnectResult } from '../adapter/ChainAdapter'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { AlertController } from '../alert/createAlertController'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { OptionsState } from '../options/createOptionsController'
import type { ToastController } from '../toast/createToastController'
import { createSignInState, type SignInState } from './signInState'
import { oneStepSignInRequest, storeOneStepSessions } from './oneStepSignIn'

export type { SignInState, SignInStatus } from './signInState'

/** What the sign-in rules read and call. */
export interface SignInDeps {
  options: { state: Pick<OptionsState, 'siwx'> }
  chain: Pick<ChainController, 'state' | 'account' | 'network' | 'caipNetworkId' | 'allNetworks'>
  connection: Pick<
    ConnectionController,
    'state' | 'isConnected' | 'setSignInSession' | 'connectWalletConnect'
  >
  adapters: Pick<AdapterRegistry, 'get'>
  alert: Pick<AlertController, 'open'>
  toast: Pick<ToastController, 'show'>
  /** Opens the modal on SIWXSignMessage (again). */
  openSignIn(): void
  /** Closes the modal (refused while closing is disabled). */
  close(): boolean
  /** Disconnects the wallet and returns the modal to Connect. */
  disconnect(): Promise<void>
  now?: () => number
}

/** The account sign-in is about: its network, address and namespace. */
interface SignInAccount {
  key: string
  chainId: CaipNetworkId
  address: string
  namespace: ChainNamespace
}

// setTimeout keeps 32-bit delays; a later expiry is checked again after this long.
const longestTimer = 2 ** 31 - 1

/** The data of a message without its `toString`, as a session stores it. */
function dataOf(message: SIWXMessage): SIWXMessageData {
  const { toString: _text, ...data } = message
  return JSON.parse(JSON.stringify(data)) as SIWXMessageData
}

/**
 * Sign in with the wallet (docs/reference/states.md#sign-in): once an account is connected on a supported network, its
 * sessions are looked up (one found, for example handed over at connect time, means no prompt);
 * without one the modal opens SIWXSignMessage. A signature stores the session and closes the modal;
 * a failure shows the view again with 'Signature declined'; cancel disconnects when sign-in is
 * required, else closes. A session that expires raises 'Session Expired' and asks again, and so
 * does the prompt for an account whose kept session is found expired or refused by the service
 * (the SIWX's `isSessionExpired`), so the visitor reads why they are asked again; a new
 * account or network without a session asks again; disconnecting revokes the account's sessions
 * unless `signOutOnDisconnect` is false. Returns the state (`state`, or a new one), the view's actions
 * and a stop function. The kit loads this module only when sign-in is on (see kit/lazySignIn).
 */
export function createSignIn(deps: SignInDeps, state: SignInState = createSignInState()) {
  const { chain, connection, options } = deps
  const now = deps.now ?? Date.now
  let active: SignInAccount | undefined
  let generation = 0
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  // A one-step WalletConnect sign-in under way: true once its sessions are stored, false when the
  // visitor's network's session was refused. The check of the account it connects waits for it.
  let handover: Promise<boolean> | undefined

  const siwx = () => options.state.siwx
  const currentAccount = (): SignInAccount | undefined => {
    const account = chain.account()
    const chainId = chain.caipNetworkId()
    if (!siwx() || !connection.isConnected() || !chain.network() || !account?.address || !chainId)
      return undefined
    return {
      key: `${chainId}:${account.address}`,
      chainId,
      address: account.address,
      namespace: chain.state.activeNamespace,
    }
  }

  const setSession = (session: SIWXSession | undefined) => {
    clearTimeout(expiryTimer)
    state.session = session && ref(session)
    state.status = session ? 'signedIn' : state.status
    connection.setSignInSession(session !== undefined)
    const expiry = session?.data.expirationTime ? Date.parse(session.data.expirationTime) : Number.NaN
    if (Number.isFinite(expiry)) {
      const delay = Math.max(0, expiry - now())
      expiryTimer = setTimeout(
        () => void (delay > longestTimer ? check() : expire()),
        Math.min(delay, longestTimer),
      )
    }
  }

  /** Looks the active account's sessions up; none: asks for a signature. */
  async function check(options: { expired?: boolean } = {}) {
    const account = active
    const config = siwx()
    if (!account || !config) return
    const run = ++generation
    state.status = 'checking'
    const pending = handover
    handover = undefined
    if (pending && !(await pending)) {
      if (run !== generation) return
      failed()
      return
    }
    if (run !== generation) return
    let sessions: SIWXSession[] = []
    try {
      sessions = await config.getSessions(account.chainId, account.address)
    } catch (error) {
      console.warn('[gatehouse] reading the sign-in sessions failed', error)
    }
    if (run !== generation) return
    const [session] = sessions
    if (session) {
      state.expired = false
      setSession(session)
      return
    }
    const expired = options.expired || (await storedSessionExpired(config, account))
    if (run !== generation) return
    setSession(undefined)
    state.status = 'needed'
    state.expired = expired
    deps.openSignIn()
  }

  /**
   * Whether the account's kept session expired (or the service refused it) since it was signed:
   * then the prompt says 'Session Expired' rather than asking without a word.
   */
  async function storedSessionExpired(config: SIWXConfig, account: SignInAccount): Promise<boolean> {
    try {
      return (await config.isSessionExpired?.(account.chainId, account.address)) === true
    } catch (error) {
      console.warn('[gatehouse] reading whether the sign-in session expired failed', error)
      return false
    }
  }

  /** The signature was declined or refused: SIWXSignMessage again, with 'Signature declined'. */
  function failed() {
    state.status = 'needed'
    state.declined = true
    deps.toast.show(ErrorMessage.signatureDeclined, 'error')
    deps.openSignIn()
  }

  function expire() {
    deps.alert.open('SESSION_EXPIRED')
    void check({ expired: true })
  }

  async function revoke(account: SignInAccount) {
    const config = siwx()
    if (!config || config.signOutOnDisconnect === false) return
    try {
      await config.revokeSession(account.chainId, account.address)
    } catch (error) {
      console.warn('[gatehouse] revoking the sign-in session failed', error)
    }
  }

  const onChange = () => {
    const account = currentAccount()
    if (account?.key === active?.key) return
    const previous = active
    active = account
    generation++
    state.declined = false
    state.expired = false
    setSession(undefined)
    if (previous && !connection.isConnected()) void revoke(previous)
    if (!account) {
      state.status = 'off'
      return
    }
    void check()
  }
  const stops = [subscribe(chain.state, onChange), subscribe(connection.state, onChange)]
  onChange()

  return {
    state,
    /** Asks the wallet to sign a fresh message and stores the session (the view's Sign button). */
    async signIn(): Promise<void> {
      const config = siwx()
      if (!config) throw new GatehouseError('SiwxNotEnabled', ErrorMessage.siwxNotEnabled)
      const account = active
      if (!account) throw new GatehouseError('NotConnected', ErrorMessage.noActiveCaipAddress)
      const run = generation
      state.status = 'signing'
      state.declined = false
      try {
        const message = await config.createMessage({
          accountAddress: account.address,
          chainId: account.chainId,
        })
        const text = message.toString()
        const signature = await deps.adapters
          .get(account.namespace)
          .signMessage({ message: text, address: account.address })
        const session: SIWXSession = { data: dataOf(message), message: text, signature }
        await config.addSession(session)
        if (run !== generation) return
        state.expired = false
        setSession(session)
        deps.close()
      } catch (error) {
        if (run !== generation) return
        console.warn('[gatehouse] sign-in failed', error)
        failed()
      }
    },
    /**
     * The WalletConnect connect of the QR, copy-link and deep-link paths. With a host's SIWX and an
     * adapter that can, it is WalletConnect's one-step authenticate: the message the SIWX makes for
     * the placeholder account gives the request its nonce and fields, and the sessions the wallet
     * signs are handed to `addSession` (the visitor's network first), so the check after the connect
     * finds one and asks nothing. A wallet without one-step sign-in only connects (then the usual
     * prompt follows); a refused session shows 'Signature declined'; a decline rejects as a plain
     * connect's does. Otherwise it is the plain WalletConnect connect.
     */
    async connectWalletConnect(
      namespace: ChainNamespace,
      onUri: (uri: string) => void,
    ): Promise<ConnectResult> {
      const config = siwx()
      const network = chain.network(namespace)
      const adapter = deps.adapters.get(namespace)
      if (!config || namespace !== 'eip155' || !network || !hasWalletConnectSignIn(adapter)) {
        return connection.connectWalletConnect(namespace, onUri)
      }
      const message = await config.createMessage({
        accountAddress: accountAddressPlaceholder,
        chainId: network.caipNetworkId,
      })
      const request = oneStepSignInRequest(message, network.caipNetworkId, chain.allNetworks())
      let settle: (stored: boolean) => void = () => undefined
      const pending = new Promise<boolean>((resolve) => (settle = resolve))
      handover = pending
      let sessions: SIWXSession[] = []
      try {
        const result = await connection.connectWalletConnect(namespace, onUri, async () => {
          const answer = await adapter.connectWithSignIn({ request, onUri })
          sessions = Array.isArray(answer.sessions) ? answer.sessions : []
          return answer
        })
        settle(await storeOneStepSessions(config, sessions, network.caipNetworkId))
        return result
      } catch (error) {
        if (handover === pending) handover = undefined
        settle(true)
        throw error
      }
    },
    /** The view's Cancel: disconnects when sign-in is required, else closes the modal. */
    async cancel(): Promise<void> {
      if (siwx()?.getRequired?.() === true) {
        await deps.disconnect()
        deps.close()
      } else {
        deps.close()
      }
    },
    /**
     * Ends the active account's session (the host's sign-out). When sign-in is required the wallet
     * is disconnected too, since it may not stay connected without a session.
     */
    async signOut(): Promise<void> {
      const config = siwx()
      if (!config) throw new GatehouseError('SiwxNotEnabled', ErrorMessage.siwxNotEnabled)
      const account = active
      generation++
      setSession(undefined)
      state.status = account ? 'needed' : 'off'
      if (account) await config.revokeSession(account.chainId, account.address)
      if (config.getRequired?.() === true && connection.isConnected()) await deps.disconnect()
    },
    /** Stops following the account and the expiry timer. */
    stop() {
      stops.splice(0).forEach((stop) => stop())
      clearTimeout(expiryTimer)
    },
  }
}

/** One kit's sign-in. */
export type SignIn = ReturnType<typeof createSignIn>
