import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { answerRequest } from './answerRequest'
import { eip155ChainId, eip155Namespace, sessionChainId } from './eip155'
import { methodLabel } from './methodLabels'
import type { SampleWalletChain } from './sampleWalletConfig'
import { pairingUriProblem } from './pairingUriProblem'
import { createTypedEmitter } from './typedEmitter'
import { moveSessionToAccount, switchSessionChain } from './sessionUpdates'
import {
  answeredMessage,
  errorResponse,
  rejectionResponse,
  resultResponse,
  type WalletResponse,
} from './walletResponses'
import { peerName, type ActivityEntry, type WalletSnapshot } from './walletSnapshot'

export type { WalletResponse } from './walletResponses'

export interface WalletControllerOptions {
  /** An initialized WalletKit on the relay; the controller does not close it. */
  kit: IWalletKit
  chains: readonly SampleWalletChain[]
  privateKey: Hex
  /** The chain new sessions start on; the first configured one by default. */
  chainId?: number
}

/** What the controller announces besides snapshot changes. */
export interface WalletEvents {
  proposal: WalletKitTypes.SessionProposal
  request: WalletKitTypes.SessionRequest
  sessionDeleted: { topic: string }
}

/** A WalletConnect wallet's behaviour, without a screen: the sample wallet page and createNodeWallet share it. */
export interface WalletController {
  getSnapshot(): WalletSnapshot
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  on<E extends keyof WalletEvents>(event: E, listener: (payload: WalletEvents[E]) => void): () => void
  /** Pairs with a `wc:` URI; throws an Error whose message is meant for people. */
  pair(uri: string): Promise<void>
  approveProposal(id: number, options?: { chainId?: number }): Promise<SessionTypes.Struct>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<WalletResponse>
  rejectRequest(id: number): Promise<WalletResponse>
  /** Switches one session (or all) to `chainId`: session update, then chainChanged. */
  switchChain(chainId: number, topic?: string): Promise<void>
  /** Sets the chain new sessions start on. */
  selectChain(chainId: number): void
  /** Uses another key from now on and moves every session to its address (accountsChanged). */
  selectAccount(privateKey: Hex): Promise<void>
  /** Ends one session (or all) from the wallet's side. */
  disconnect(topic?: string): Promise<void>
  /** Adds a line to the activity log. */
  log(message: string, tone?: ActivityEntry['tone']): void
  /** Stops listening to the kit. */
  close(): void
}

const activityLimit = 100

/** Creates the controller over an initialized WalletKit. */
export function createWalletController(options: WalletControllerOptions): WalletController {
  const { kit } = options
  let account: PrivateKeyAccount = privateKeyToAccount(options.privateKey)
  const chains = [...options.chains]
  const firstChain = chains[0]
  if (!firstChain) throw new Error('The wallet needs at least one chain.')
  let chainId = options.chainId ?? firstChain.chainId
  let proposals: WalletKitTypes.SessionProposal[] = Object.values(kit.getPendingSessionProposals()).map(
    (params) => ({
      id: params.id,
      params,
      verifyContext: unknownVerifyContext(params.proposer.metadata.url),
    }),
  )
  let requests: WalletKitTypes.SessionRequest[] = []
  let activity: ActivityEntry[] = []
  let nextActivityId = 1
  let snapshot = buildSnapshot()
  const listeners = new Set<() => void>()
  const events = createTypedEmitter<WalletEvents>()
  // Names of ended sessions, kept so a deletion can still say who left.
  const peerNames = new Map<string, string>()

  // The SDK waits 1 s between queued session requests; answers come one at a time anyway, so the
  // pause only slows people and tests down. The field is private in its types, public at run time.
  const engine = (kit.engine.signClient as unknown as { engine?: { requestQueueDelay?: number } }).engine
  if (engine) engine.requestQueueDelay = 0

  function buildSnapshot(): WalletSnapshot {
    const sessions = Object.values(kit.getActiveSessions())
    return {
      address: account.address,
      chains: [...chains],
      chainId,
      relay: relayState(),
      proposals,
      requests,
      sessions,
      activity,
    }
  }

  function relayState(): WalletSnapshot['relay'] {
    const { relayer } = kit.core
    if (relayer.connected) return 'connected'
    return relayer.subscriber.hasAnyTopics ? 'disconnected' : 'idle'
  }

  function changed() {
    snapshot = buildSnapshot()
    for (const session of snapshot.sessions) peerNames.set(session.topic, peerName(session.peer.metadata))
    listeners.forEach((listener) => listener())
  }

  function log(message: string, tone: ActivityEntry['tone'] = 'info') {
    activity = [...activity, { id: nextActivityId++, at: Date.now(), message, tone }].slice(-activityLimit)
    changed()
  }

  /** Logs a failure and rethrows it with a message for people. */
  function fail(prefix: string, error: unknown): never {
    const message = `${prefix}: ${(error as Error)?.message ?? String(error)}`
    log(message, 'error')
    throw new Error(message, { cause: error })
  }

  function rpcUrl(id: number) {
    return chains.find((chain) => chain.chainId === id)?.rpcUrl
  }

  function sessionName(topic: string) {
    return peerNames.get(topic) ?? 'The site'
  }

  const onProposal = (proposal: WalletKitTypes.SessionProposal) => {
    if (proposals.some((pending) => pending.id === proposal.id)) return
    proposals = [...proposals, proposal]
    const { name, url } = proposal.params.proposer.metadata
    log(`${peerName({ name })} (${url}) asks to connect.`)
    events.emit('proposal', proposal)
  }

  const onRequest = (request: WalletKitTypes.SessionRequest) => {
    // The SDK re-emits requests left pending by an earlier run of the page.
    if (requests.some((pending) => pending.id === request.id)) return
    requests = [...requests, request]
    const chain = eip155ChainId(request.params.chainId)
    log(
      `${sessionName(request.topic)} asks: ${methodLabel(request.params.request.method)} on chain ${chain}.`,
    )
    events.emit('request', request)
  }

  const onSessionDelete = ({ topic }: { topic: string }) => {
    requests = requests.filter((request) => request.topic !== topic)
    log(`${sessionName(topic)} disconnected.`)
    events.emit('sessionDeleted', { topic })
  }

  const onProposalExpire = ({ id }: { id: number }) => {
    const proposal = proposals.find((pending) => pending.id === id)
    if (!proposal) return
    proposals = proposals.filter((pending) => pending.id !== id)
    log(`The connection request from ${peerName(proposal.params.proposer.metadata)} expired.`, 'error')
  }

  const onRequestExpire = ({ id }: { id: number }) => {
    const request = requests.find((pending) => pending.id === id)
    if (!request) return
    requests = requests.filter((pending) => pending.id !== id)
    log(`The ${request.params.request.method} request from ${sessionName(request.topic)} expired.`, 'error')
  }

  const onRelayChange = () => {
    if (snapshot.relay !== relayState()) changed()
  }

  kit.on('session_proposal', onProposal)
  kit.on('session_request', onRequest)
  kit.on('session_delete', onSessionDelete)
  kit.on('proposal_expire', onProposalExpire)
  kit.on('session_request_expire', onRequestExpire)
  kit.core.relayer.on('relayer_connect', onRelayChange)
  kit.core.relayer.on('relayer_disconnect', onRelayChange)
  changed()

  async function respond(request: WalletKitTypes.SessionRequest, response: WalletResponse) {
    requests = requests.filter((pending) => pending.id !== request.id)
    await kit.respondSessionRequest({ topic: request.topic, response })
    changed()
    return response
  }

  function pendingRequest(id: number) {
    const request = requests.find((pending) => pending.id === id)
    if (!request) throw new Error('This request is no longer pending.')
    return request
  }

  function pendingProposal(id: number) {
    const proposal = proposals.find((pending) => pending.id === id)
    if (!proposal) throw new Error('This connection request is no longer pending.')
    return proposal
  }

  async function switchSession(session: SessionTypes.Struct, target: number) {
    if (await switchSessionChain(kit, session, target, account.address)) {
      log(`Switched ${peerName(session.peer.metadata)} to chain ${target}.`, 'success')
    }
  }

  function targetSessions(topic: string | undefined) {
    const sessions = Object.values(kit.getActiveSessions())
    if (topic === undefined) return sessions
    const session = sessions.find((candidate) => candidate.topic === topic)
    if (!session) throw new Error('This session has ended.')
    return [session]
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    on: events.on,
    log,

    async pair(uri) {
      const problem = pairingUriProblem(uri)
      if (problem) {
        log(problem, 'error')
        throw new Error(problem)
      }
      log('Pairing with a site…')
      try {
        await kit.pair({ uri: uri.trim() })
      } catch (error) {
        fail('Could not pair', error)
      }
    },

    async approveProposal(id, approveOptions = {}) {
      const proposal = pendingProposal(id)
      const name = peerName(proposal.params.proposer.metadata)
      const active = approveOptions.chainId ?? chainId
      if (!rpcUrl(active)) throw new Error(`Chain ${active} is not configured in this wallet.`)
      try {
        const namespaces = buildApprovedNamespaces({
          proposal: proposal.params,
          supportedNamespaces: {
            eip155: eip155Namespace(
              chains.map((chain) => chain.chainId),
              active,
              account.address,
            ),
          },
        })
        if (!namespaces.eip155) throw new Error('it asks for no chain this wallet has.')
        const session = await kit.approveSession({ id, namespaces })
        proposals = proposals.filter((pending) => pending.id !== id)
        log(`Connected to ${name} on chain ${sessionChainId(session) ?? active}.`, 'success')
        return session
      } catch (error) {
        fail(`Could not connect to ${name}`, error)
      }
    },

    async rejectProposal(id) {
      const proposal = pendingProposal(id)
      proposals = proposals.filter((pending) => pending.id !== id)
      try {
        await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      } catch (error) {
        changed()
        fail('Could not decline the connection', error)
      }
      log(`Declined the connection from ${peerName(proposal.params.proposer.metadata)}.`)
    },

    async approveRequest(id) {
      const request = pendingRequest(id)
      const { method, params } = request.params.request
      const name = sessionName(request.topic)
      const requestChainId = eip155ChainId(request.params.chainId) ?? chainId
      let response: WalletResponse
      try {
        const result = await answerRequest(
          { method, params },
          {
            account,
            chainId: requestChainId,
            rpcUrl,
            switchChain: async (target) => {
              for (const session of targetSessions(request.topic)) await switchSession(session, target)
            },
            addChain: (newChainId, newRpcUrl) => {
              chains.push({ chainId: newChainId, rpcUrl: newRpcUrl })
              log(`Added chain ${newChainId} (${newRpcUrl}) for ${name}.`)
            },
          },
        )
        response = resultResponse(id, result)
      } catch (error) {
        response = errorResponse(id, error)
      }
      try {
        await respond(request, response)
      } catch (error) {
        fail(`Could not answer ${name}`, error)
      }
      log(answeredMessage(method, name, response, requestChainId), 'error' in response ? 'error' : 'success')
      return response
    },

    async rejectRequest(id) {
      const request = pendingRequest(id)
      const response = rejectionResponse(id)
      try {
        await respond(request, response)
      } catch (error) {
        fail(`Could not answer ${sessionName(request.topic)}`, error)
      }
      log(`Declined ${request.params.request.method} from ${sessionName(request.topic)}.`)
      return response
    },

    async switchChain(target, topic) {
      if (!rpcUrl(target)) throw new Error(`Chain ${target} is not configured in this wallet.`)
      try {
        for (const session of targetSessions(topic)) await switchSession(session, target)
      } catch (error) {
        fail(`Could not switch to chain ${target}`, error)
      }
      changed()
    },

    selectChain(target) {
      if (!rpcUrl(target)) throw new Error(`Chain ${target} is not configured in this wallet.`)
      chainId = target
      changed()
    },

    async selectAccount(privateKey) {
      account = privateKeyToAccount(privateKey)
      const { address } = account
      log(`Using account ${address}.`)
      try {
        for (const session of Object.values(kit.getActiveSessions())) {
          await moveSessionToAccount(kit, session, address, chainId)
        }
      } catch (error) {
        fail('Could not move the sessions to the new account', error)
      }
      changed()
    },

    async disconnect(topic) {
      for (const session of targetSessions(topic)) {
        const name = peerName(session.peer.metadata)
        requests = requests.filter((request) => request.topic !== session.topic)
        try {
          await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
        } catch (error) {
          fail(`Could not disconnect from ${name}`, error)
        }
        log(`Disconnected from ${name}.`)
      }
    },

    close() {
      kit.off('session_proposal', onProposal)
      kit.off('session_request', onRequest)
      kit.off('session_delete', onSessionDelete)
      kit.off('proposal_expire', onProposalExpire)
      kit.off('session_request_expire', onRequestExpire)
      kit.core.relayer.off('relayer_connect', onRelayChange)
      kit.core.relayer.off('relayer_disconnect', onRelayChange)
      listeners.clear()
      events.clear()
    },
  }
}

// Proposals restored from storage come without the verify result; this wallet never asks the
// verify server anyway (see index.html), so the origin stays unverified.
function unknownVerifyContext(origin: string): WalletKitTypes.SessionProposal['verifyContext'] {
  return { verified: { origin, validation: 'UNKNOWN', verifyUrl: '' } }
}
