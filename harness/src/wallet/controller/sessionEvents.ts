import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { methodLabel } from '../requests/methodLabels'
import { eip155ChainId } from '../sessions/eip155'
import type { createAuthenticateRequests } from './authenticateRequests'
import type { createConnectionProposals } from './connectionProposals'
import type { createPendingList } from './pendingList'
import type { TypedEmitter } from './typedEmitter'
import type { WalletEvents } from './walletControllerTypes'
import { listenToKit, listenToRelay } from './walletKitState'
import type { ActivityEntry } from './walletSnapshot'

/** The wallet's lists and log that WalletKit's events change. */
export interface SessionEventDeps {
  kit: IWalletKit
  proposals: Pick<ReturnType<typeof createConnectionProposals>, 'add' | 'expire'>
  authentications: Pick<ReturnType<typeof createAuthenticateRequests>, 'add'>
  requests: ReturnType<typeof createPendingList<WalletKitTypes.SessionRequest>>
  events: TypedEmitter<WalletEvents>
  log(message: string, tone?: ActivityEntry['tone']): void
  /** The name of the site on a session, or a stand-in once it has gone. */
  sessionName(topic: string): string
  /** The relay socket opened or closed. */
  relayChanged(): void
  /** Listening to session_authenticate makes the SDK drop the plain proposal a dapp sends beside it. */
  supportsAuthenticate: boolean
}

/**
 * Listens to WalletKit's proposals, sign-in requests, session requests, deletions and expiries and
 * to the relay socket; returns what stops every listener (one list, so none is left behind).
 */
export function listenToSessionEvents(deps: SessionEventDeps): () => void {
  const { kit, requests, events, log, sessionName } = deps
  const stops = [
    listenToKit(kit, 'session_proposal', (proposal) => {
      if (deps.proposals.add(proposal)) events.emit('proposal', proposal)
    }),
    listenToKit(kit, 'session_request', (request) => {
      // The SDK re-emits requests left pending by an earlier run of the page.
      if (!requests.add(request)) return
      const chain = eip155ChainId(request.params.chainId) ?? request.params.chainId
      const method = methodLabel(request.params.request.method)
      log(`${sessionName(request.topic)} asks: ${method} on chain ${chain}.`)
      events.emit('request', request)
    }),
    listenToKit(kit, 'session_delete', ({ topic }) => {
      requests.drop((request) => request.topic === topic)
      log(`${sessionName(topic)} disconnected.`)
      events.emit('sessionDeleted', { topic })
    }),
    listenToKit(kit, 'proposal_expire', ({ id }) => deps.proposals.expire(id)),
    listenToKit(kit, 'session_request_expire', ({ id }) => {
      const request = requests.take(id)
      if (!request) return
      log(`The ${request.params.request.method} request from ${sessionName(request.topic)} expired.`, 'error')
    }),
    listenToRelay(kit, deps.relayChanged),
    ...(deps.supportsAuthenticate
      ? [
          listenToKit(kit, 'session_authenticate', (request) => {
            if (deps.authentications.add(request)) events.emit('authenticate', request)
          }),
        ]
      : []),
  ]
  return () => stops.forEach((stop) => stop())
}
