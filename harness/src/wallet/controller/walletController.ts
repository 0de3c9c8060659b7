import type { WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { solanaDevSecretSeeds } from '../accounts/solanaDevAccounts'
import { solanaNamespace, solanaWalletChains } from '../solana/solanaNamespace'
import { solanaSigner } from '../solana/solanaSigner'
import { bitcoinDevSecretKeys } from '../accounts/bitcoinDevAccounts'
import { bitcoinKey } from '../bitcoin/bitcoinKey'
import { bitcoinChainNetwork, bitcoinNamespace, bitcoinWalletChains } from '../bitcoin/bitcoinNamespace'
import { announceBitcoinAddresses, bitcoinSessionProperties } from '../bitcoin/bitcoinSession'
import { pairingUriProblem } from '../pairing/pairingUriProblem'
import { createTypedEmitter } from './typedEmitter'
import { answerQueuedRequestsAtOnce, relayState } from './walletKitState'
import { listenToSessionEvents } from './sessionEvents'
import type { WalletController, WalletControllerOptions, WalletEvents } from './walletControllerTypes'
import { moveSessionToAccount, switchSessionChain } from '../sessions/sessionUpdates'
import {
  answeredMessage,
  errorResponse,
  rejectionResponse,
  resultResponse,
  type WalletResponse,
} from '../requests/walletResponses'
import { createActivityLog } from './activityLog'
import { answerSessionRequest, requestChain } from './answerSessionRequest'
import { createAuthenticateRequests } from './authenticateRequests'
import { createConnectionProposals } from './connectionProposals'
import { createPendingList } from './pendingList'
import { peerName, type WalletSnapshot } from './walletSnapshot'

/** Creates the controller over an initialized WalletKit. */
export function createWalletController(options: WalletControllerOptions): WalletController {
  const { kit } = options
  let account: PrivateKeyAccount = privateKeyToAccount(options.privateKey)
  const chains = [...options.chains]
  const firstChain = chains[0]
  if (!firstChain) throw new Error('The wallet needs at least one chain.')
  let chainId = options.chainId ?? firstChain.chainId
  const solana = solanaSigner(options.solanaSeed ?? solanaDevSecretSeeds[0])
  const solanaChains = solanaWalletChains(options.solanaChains)
  const bitcoin = bitcoinKey(options.bitcoinSecretKey ?? bitcoinDevSecretKeys[0])
  const bitcoinChains = bitcoinWalletChains(options.bitcoinChains)
  const requests = createPendingList<WalletKitTypes.SessionRequest>([], 'This request is no longer pending.')
  const { entries, log, fail: logFailure } = createActivityLog(() => changed())
  // Annotated, so that TypeScript knows a call never returns.
  const fail: (prefix: string, error: unknown) => never = logFailure
  const chainIds = () => chains.map((chain) => chain.chainId)
  const proposals = createConnectionProposals({
    kit,
    wallet: () => ({
      address: account.address,
      chainIds: chainIds(),
      activeChainId: chainId,
      others: {
        solana: solanaNamespace(solanaChains, solana.address),
        bip122: bitcoinNamespace(bitcoinChains, bitcoin),
      },
    }),
    sessionProperties: (namespaces) => bitcoinSessionProperties(namespaces, bitcoin),
    approved: async (session) => {
      const name = peerName(session.peer.metadata)
      try {
        if (await announceBitcoinAddresses(kit, session, bitcoin)) log(`Told ${name} the Bitcoin addresses.`)
      } catch (error) {
        log(`Could not tell ${name} the Bitcoin addresses: ${(error as Error).message}`, 'error')
      }
    },
    log,
    fail,
    changed: () => changed(),
  })
  const authentications = createAuthenticateRequests({
    kit,
    signer: () => ({ account, chainIds: chainIds(), activeChainId: chainId }),
    log,
    fail,
    changed: () => changed(),
  })
  let snapshot = buildSnapshot()
  const listeners = new Set<() => void>()
  const events = createTypedEmitter<WalletEvents>()
  // Names of ended sessions, kept so a deletion can still say who left.
  const peerNames = new Map<string, string>()

  answerQueuedRequestsAtOnce(kit)

  function buildSnapshot(): WalletSnapshot {
    const sessions = Object.values(kit.getActiveSessions())
    return {
      address: account.address,
      chains: [...chains],
      chainId,
      solanaAddress: solana.address,
      solanaChains,
      bitcoinAddress: bitcoin.addresses(bitcoinChainNetwork(bitcoinChains[0]?.chainId ?? ''))[0].address,
      bitcoinChains,
      relay: relayState(kit),
      proposals: proposals.entries(),
      authentications: authentications.entries(),
      requests: requests.entries(),
      sessions,
      activity: entries(),
    }
  }

  function changed() {
    snapshot = buildSnapshot()
    for (const session of snapshot.sessions) peerNames.set(session.topic, peerName(session.peer.metadata))
    listeners.forEach((listener) => listener())
  }

  function rpcUrl(id: number) {
    return chains.find((chain) => chain.chainId === id)?.rpcUrl
  }

  function sessionName(topic: string) {
    return peerNames.get(topic) ?? 'The site'
  }

  const stopListening = listenToSessionEvents({
    kit,
    proposals,
    authentications,
    requests,
    events,
    log,
    sessionName,
    relayChanged: () => {
      if (snapshot.relay !== relayState(kit)) changed()
    },
    supportsAuthenticate: options.supportsAuthenticate !== false,
  })
  changed()

  async function respond(request: WalletKitTypes.SessionRequest, response: WalletResponse) {
    requests.take(request.id)
    await kit.respondSessionRequest({ topic: request.topic, response })
    return response
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

    approveProposal: (id, approveOptions = {}) => proposals.approve(id, approveOptions.chainId),
    rejectProposal: (id) => proposals.reject(id),

    approveAuthenticate: (id) => authentications.approve(id),
    rejectAuthenticate: (id) => authentications.reject(id),

    async approveRequest(id) {
      const request = requests.get(id)
      const name = sessionName(request.topic)
      let response: WalletResponse
      try {
        const result = await answerSessionRequest(request, {
          account,
          chainId,
          rpcUrl,
          solana,
          solanaChains,
          bitcoin,
          bitcoinChains,
          switchChain: async (target) => {
            for (const session of targetSessions(request.topic)) await switchSession(session, target)
          },
          addChain: (newChainId, newRpcUrl) => {
            chains.push({ chainId: newChainId, rpcUrl: newRpcUrl })
            log(`Added chain ${newChainId} (${newRpcUrl}) for ${name}.`)
          },
        })
        response = resultResponse(id, result)
      } catch (error) {
        response = errorResponse(id, error)
      }
      try {
        await respond(request, response)
      } catch (error) {
        fail(`Could not answer ${name}`, error)
      }
      log(
        answeredMessage(request.params.request.method, name, response, requestChain(request, chainId)),
        'error' in response ? 'error' : 'success',
      )
      return response
    },

    async rejectRequest(id) {
      const request = requests.get(id)
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
        requests.drop((request) => request.topic === session.topic)
        try {
          await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
        } catch (error) {
          fail(`Could not disconnect from ${name}`, error)
        }
        log(`Disconnected from ${name}.`)
      }
    },

    close() {
      stopListening()
      listeners.clear()
      events.clear()
    },
  }
}
