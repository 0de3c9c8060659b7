import type { WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import type { Address, Hex } from 'viem'
import { devPrivateKeys } from '../accounts/devAccounts'
import { createArrivalQueue } from './arrivalQueue'
import { loadWalletKit, stopWalletKit } from './loadWalletKit'
import type { SampleBitcoinChain } from '../bitcoin/bitcoinNamespace'
import type { SampleSolanaChain } from '../solana/solanaNamespace'
import type { SampleWalletChain } from '../config/sampleWalletConfig'
import type { AuthenticateApproval } from '../controller/authenticateRequests'
import type { WalletController } from '../controller/walletControllerTypes'
import type { WalletResponse } from '../requests/walletResponses'

/** How `createNodeWallet` reaches the relay, which chains and key it uses, and how it answers. */
export interface NodeWalletOptions {
  relayUrl: string
  /** Any string for the local relay; 'gatehouse-node-wallet' by default. */
  projectId?: string
  /** The chains the wallet signs for; the first is where sessions start. */
  chains: SampleWalletChain[]
  /** The Solana clusters with a node (the local one); the public clusters are offered besides. */
  solanaChains?: SampleSolanaChain[] | undefined
  /** The Bitcoin chains with a REST base (the local regtest one); mainnet and testnet are offered besides. */
  bitcoinChains?: SampleBitcoinChain[] | undefined
  /** anvil's first development key by default. */
  privateKey?: Hex
  /** Approve every proposal and request as it arrives. Can be changed later. */
  autoApprove?: boolean
  /** How the wallet introduces itself to dapps; 'Gatehouse Node wallet' by default. */
  name?: string
  /** How long `nextProposal`, `nextAuthenticate` and `nextRequest` wait; 10 s by default. */
  timeoutMs?: number
  /**
   * Answer WalletConnect's one-step authenticate (true by default). With false the wallet behaves
   * like one without it: the dapp's fallback proposal arrives, and `nextProposal` hands it out.
   */
  supportsAuthenticate?: boolean
}

/** A WalletConnect wallet in the test process, steered step by step or approving everything. */
export interface NodeWallet {
  readonly address: Address
  /** The shared wallet logic, for what the helpers below do not cover. */
  readonly controller: WalletController
  autoApprove: boolean
  /** Pairs with a `wc:` URI from a dapp. */
  pair(uri: string): Promise<void>
  /** The next proposal not yet handed out (waits for one). */
  nextProposal(): Promise<WalletKitTypes.SessionProposal>
  /** Approves a proposal (by default the oldest pending one, waiting if none) with `chainId` first. */
  approve(
    proposal?: WalletKitTypes.SessionProposal,
    options?: { chainId?: number },
  ): Promise<SessionTypes.Struct>
  /** Rejects a proposal (by default the oldest pending one, waiting if none). */
  reject(proposal?: WalletKitTypes.SessionProposal): Promise<void>
  /** The next one-step authenticate request not yet handed out (waits for one). */
  nextAuthenticate(): Promise<WalletKitTypes.SessionAuthenticate>
  /** Signs in and connects (by default the oldest pending authenticate request, waiting if none). */
  approveAuthenticate(request?: WalletKitTypes.SessionAuthenticate): Promise<AuthenticateApproval>
  /** Declines an authenticate request (by default the oldest pending one, waiting if none). */
  rejectAuthenticate(request?: WalletKitTypes.SessionAuthenticate): Promise<void>
  /** The next session request not yet handed out (waits for one). */
  nextRequest(): Promise<WalletKitTypes.SessionRequest>
  /** Answers a request: 'approve' signs or sends, 'reject' answers 4001. Returns what was sent. */
  respond(request: WalletKitTypes.SessionRequest, decision: 'approve' | 'reject'): Promise<WalletResponse>
  /** Switches every session to `chainId` from the wallet's side (session update, chainChanged). */
  switchChain(chainId: number): Promise<void>
  /** Ends every session from the wallet's side. */
  disconnect(): Promise<void>
  /** Active sessions. */
  sessions(): SessionTypes.Struct[]
  /** Leaves the relay; the process can then exit. */
  close(): Promise<void>
}

/**
 * Starts a WalletKit wallet in this process on the relay, holding a development key: for fast tests
 * of a dapp (or the widget) against a real WalletConnect peer.
 */
export async function createNodeWallet(options: NodeWalletOptions): Promise<NodeWallet> {
  const timeoutMs = options.timeoutMs ?? 10_000
  const kit = await loadWalletKit({
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? 'gatehouse-node-wallet',
    name: options.name ?? 'Gatehouse Node wallet',
  })
  // Imported only now, like the SDK itself: the Node entry loads no WalletConnect code until a wallet
  // starts, and by now the cloud services are switched off.
  const { createWalletController } = await import('../controller/walletController')
  const controller = createWalletController({
    kit,
    chains: options.chains,
    privateKey: options.privateKey ?? devPrivateKeys[0],
    ...(options.solanaChains ? { solanaChains: options.solanaChains } : {}),
    ...(options.bitcoinChains ? { bitcoinChains: options.bitcoinChains } : {}),
    supportsAuthenticate: options.supportsAuthenticate,
  })
  const proposals = createArrivalQueue<WalletKitTypes.SessionProposal>()
  const requests = createArrivalQueue<WalletKitTypes.SessionRequest>()
  const authentications = createArrivalQueue<WalletKitTypes.SessionAuthenticate>()

  const wallet: NodeWallet = {
    get address() {
      return controller.getSnapshot().address
    },
    controller,
    autoApprove: options.autoApprove ?? false,
    pair: (uri) => controller.pair(uri),
    nextProposal: () => proposals.next('session proposal', timeoutMs),
    async approve(proposal, approveOptions) {
      const chosen = proposal ?? (await oldestProposal())
      proposals.remove(chosen)
      return controller.approveProposal(chosen.id, approveOptions)
    },
    async reject(proposal) {
      const chosen = proposal ?? (await oldestProposal())
      proposals.remove(chosen)
      await controller.rejectProposal(chosen.id)
    },
    nextAuthenticate: () => authentications.next('authenticate request', timeoutMs),
    async approveAuthenticate(request) {
      const chosen = request ?? (await oldestAuthenticate())
      authentications.remove(chosen)
      return controller.approveAuthenticate(chosen.id)
    },
    async rejectAuthenticate(request) {
      const chosen = request ?? (await oldestAuthenticate())
      authentications.remove(chosen)
      await controller.rejectAuthenticate(chosen.id)
    },
    nextRequest: () => requests.next('session request', timeoutMs),
    respond(request, decision) {
      requests.remove(request)
      return decision === 'approve'
        ? controller.approveRequest(request.id)
        : controller.rejectRequest(request.id)
    },
    switchChain: (chainId) => controller.switchChain(chainId),
    disconnect: () => controller.disconnect(),
    sessions: () => [...controller.getSnapshot().sessions],
    async close() {
      controller.close()
      await stopWalletKit(kit)
    },
  }

  async function oldestProposal() {
    const pending = controller.getSnapshot().proposals[0]
    return pending ?? proposals.next('session proposal', timeoutMs)
  }

  controller.on('proposal', (proposal) => {
    if (!wallet.autoApprove) return proposals.push(proposal)
    controller.approveProposal(proposal.id).catch((error: unknown) => console.error(error))
  })
  async function oldestAuthenticate() {
    const pending = controller.getSnapshot().authentications[0]
    return pending ?? authentications.next('authenticate request', timeoutMs)
  }

  controller.on('authenticate', (request) => {
    if (!wallet.autoApprove) return authentications.push(request)
    controller.approveAuthenticate(request.id).catch((error: unknown) => console.error(error))
  })
  controller.on('request', (request) => {
    if (!wallet.autoApprove) return requests.push(request)
    controller.approveRequest(request.id).catch((error: unknown) => console.error(error))
  })
  return wallet
}
