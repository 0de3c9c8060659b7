import type { Network } from '@gatehouse/common'
import type {
  AdapterEvents,
  ConnectResult,
  WalletConnectSessionLink,
  WalletConnectSessionShare,
} from '@gatehouse/controllers'
import type { BitcoinRuntime } from '../runtime/createBitcoinRuntime'

/** What joining the sessions of the adapter that opens them needs from the Bitcoin adapter. */
export interface WalletConnectJoinDeps {
  link: WalletConnectSessionLink
  /** Runs a call on the adapter's runtime, loading it first. */
  run<T>(call: (runtime: BitcoinRuntime) => Promise<T>): Promise<T>
  events(): AdapterEvents | undefined
  networks: readonly Network[]
  /** The network requests go to when the session has an account there: the one the kit is on. */
  activeNetwork(): Network | undefined
}

/**
 * The Bitcoin adapter's side of a shared WalletConnect session: each approved session with bip122
 * accounts becomes the adapter's connection (connector id `walletConnect`), and a reload restores
 * it from the session the other adapter restores. Neither is asked anything in the background: the
 * ordinals address and public keys come from the session's `bip122_getAccountAddresses` property
 * when the wallet put them there, else from `getAccountAddresses` when the host asks (a background
 * request would make the wallet prompt ahead of the visitor's own request, or find it offline).
 */
export function joinWalletConnectSessions(deps: WalletConnectJoinDeps) {
  async function adopt(share: WalletConnectSessionShare): Promise<ConnectResult | undefined> {
    // Loaded with the runtime, never with the adapter's first bundle.
    const { walletConnectConnector } = await import('./walletConnectConnector')
    const connector = walletConnectConnector(share, {
      networks: deps.networks,
      activeNetwork: deps.activeNetwork,
    })
    const result = await deps.run((runtime) => runtime.adopt(connector))
    // The wallet at the other end names itself in the session (the kit reads it: getWalletInfo).
    return result && { ...result, peer: share.peer }
  }

  deps.link.onSession((share) => {
    adopt(share).then(
      (result) => {
        if (result) deps.events()?.connectionChanged({ status: 'connected', ...result })
      },
      (error: unknown) => console.warn('[gatehouse] could not join the WalletConnect session', error),
    )
  })

  return {
    /** Restores the Bitcoin part of the stored session; undefined when it has none. */
    async restore(): Promise<ConnectResult | undefined> {
      const share = await deps.link.current()
      return share ? adopt(share) : undefined
    },
  }
}

export type WalletConnectJoin = ReturnType<typeof joinWalletConnectSessions>
