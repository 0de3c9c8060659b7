import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { approvedNamespaces, sessionChainId } from '../sessions/eip155'
import { createPendingList } from './pendingList'
import { restoredProposals } from './walletKitState'
import { peerName, type ActivityEntry } from './walletSnapshot'

interface ProposalDeps {
  kit: IWalletKit
  /** The address, chains and active chain at the moment of the decision. */
  wallet(): {
    address: string
    chainIds: readonly number[]
    activeChainId: number
    /** The namespaces besides eip155 the wallet offers (solana, bip122). */
    others: Record<string, Required<SessionTypes.Namespace>>
  }
  /** Session properties for the approved namespaces (bip122's addresses), if any. */
  sessionProperties?(namespaces: SessionTypes.Namespaces): Record<string, string> | undefined
  /** Runs after a session was approved (bip122 announces its addresses). */
  approved?(session: SessionTypes.Struct): Promise<void>
  log(message: string, tone?: ActivityEntry['tone']): void
  fail: (prefix: string, error: unknown) => never
  changed(): void
}

/**
 * Session proposals at the wallet: the pending list (restored from storage), their expiry, and the
 * decisions. Approving answers eip155 over the wallet's chains, the chosen one first, and solana or bip122 when
 * the proposal asks for it.
 */
export function createConnectionProposals(deps: ProposalDeps) {
  const { kit, log } = deps
  // Annotated, so that TypeScript knows a call never returns.
  const fail: (prefix: string, error: unknown) => never = deps.fail
  const pending = createPendingList(restoredProposals(kit), 'This connection request is no longer pending.')

  return {
    entries: pending.entries,

    /** Queues an arriving proposal; false when it was already there (the SDK re-emits). */
    add(proposal: WalletKitTypes.SessionProposal): boolean {
      if (!pending.add(proposal)) return false
      const { name, url } = proposal.params.proposer.metadata
      log(`${peerName({ name })} (${url}) asks to connect.`)
      return true
    },

    expire(id: number): void {
      const proposal = pending.take(id)
      if (!proposal) return
      log(`The connection request from ${peerName(proposal.params.proposer.metadata)} expired.`, 'error')
    },

    /** Approves with `chainId` (a configured chain) first; the wallet's active chain by default. */
    async approve(id: number, chainId?: number): Promise<SessionTypes.Struct> {
      const proposal = pending.get(id)
      const name = peerName(proposal.params.proposer.metadata)
      const { address, chainIds, activeChainId, others } = deps.wallet()
      const active = chainId ?? activeChainId
      if (!chainIds.includes(active)) throw new Error(`Chain ${active} is not configured in this wallet.`)
      try {
        const namespaces = approvedNamespaces(proposal.params, chainIds, active, address, others)
        const sessionProperties = deps.sessionProperties?.(namespaces)
        const session = await kit.approveSession({
          id,
          namespaces,
          ...(sessionProperties ? { sessionProperties } : {}),
        })
        pending.take(id)
        log(`Connected to ${name} on chain ${sessionChainId(session) ?? active}.`, 'success')
        await deps.approved?.(session)
        return session
      } catch (error) {
        fail(`Could not connect to ${name}`, error)
      }
    },

    async reject(id: number): Promise<void> {
      const proposal = pending.get(id)
      pending.take(id)
      try {
        await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      } catch (error) {
        deps.changed()
        fail('Could not decline the connection', error)
      }
      log(`Declined the connection from ${peerName(proposal.params.proposer.metadata)}.`)
    },
  }
}
