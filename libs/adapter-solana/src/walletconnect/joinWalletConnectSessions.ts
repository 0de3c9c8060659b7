import type { CaipNetworkId } from '@gatehouse/common'
import type {
  AdapterEvents,
  ConnectResult,
  WalletConnectSessionLink,
  WalletConnectSessionShare,
} from '@gatehouse/controllers'
import type { SolanaRuntime } from '../runtime/createSolanaRuntime'
import { walletConnectConnectorId } from './walletConnectConnectorId'

/** What joining the sessions of the adapter that opens them needs from the Solana adapter. */
export interface WalletConnectJoinDeps {
  link: WalletConnectSessionLink
  /** Runs a call on the adapter's runtime, loading it first. */
  run<T>(call: (runtime: SolanaRuntime) => Promise<T>): Promise<T>
  events(): AdapterEvents | undefined
  /** The network requests go to: the one the kit is on. */
  chainId(): CaipNetworkId
}

/**
 * The Solana adapter's side of a shared WalletConnect session: each approved session with Solana
 * accounts becomes the adapter's connection (as a Wallet Standard wallet over the session), and a
 * reload restores it from the session the other adapter restores.
 */
export function joinWalletConnectSessions(deps: WalletConnectJoinDeps) {
  async function adopt(share: WalletConnectSessionShare): Promise<ConnectResult | undefined> {
    // Loaded with the runtime, never with the adapter's first bundle (it needs @solana/kit).
    const { walletConnectWallet } = await import('./walletConnectWallet')
    const result = await deps.run((runtime) =>
      runtime.adopt(walletConnectWallet(share, deps.chainId), walletConnectConnectorId),
    )
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
    /** Restores the Solana part of the stored session; undefined when it has none. */
    async restore(): Promise<ConnectResult | undefined> {
      const share = await deps.link.current()
      return share ? adopt(share) : undefined
    },
  }
}

export type WalletConnectJoin = ReturnType<typeof joinWalletConnectSessions>
