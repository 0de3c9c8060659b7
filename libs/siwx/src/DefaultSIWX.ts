import type {
  CaipNetworkId,
  Network,
  SIWXConfig,
  SIWXKitContext,
  SIWXMessage,
  SIWXMessageInput,
  SIWXSession,
} from '@gatehouse/common'
import { issuedBeforeNonce, sessionFieldProblem, type SessionProblem } from './checks/checkSession'
import {
  createEIP155Messenger,
  type EIP155Messenger,
  type EIP155MessengerOptions,
} from './messenger/createEIP155Messenger'
import { SIWXSessionError } from './SIWXSessionError'
import { createLocalStorage } from './storage/createLocalStorage'
import type { SIWXStorage } from './storage/SIWXStorage'
import { createBip122Verifier } from './verifier/createBip122Verifier'
import { createEIP155Verifier, type PublicClientFor } from './verifier/createEIP155Verifier'
import { createSolanaVerifier } from './verifier/createSolanaVerifier'
import type { SIWXVerifier } from './verifier/SIWXVerifier'

/** The parts and settings of `DefaultSIWX`; every one has a default. */
export interface DefaultSIWXOptions extends EIP155MessengerOptions {
  /** Makes the messages and issues their nonces (default: EIP-4361 for EVM accounts, CAIP-122 for Solana and Bitcoin ones). */
  messenger?: EIP155Messenger
  /** Check signatures, one per chain namespace (default: EVM through viem, Solana with ed25519, Bitcoin with BIP-322). */
  verifiers?: SIWXVerifier[]
  /** Keeps the sessions (default: the browser's localStorage). */
  storage?: SIWXStorage
  /** The visitor must sign in to stay connected (default false). */
  required?: boolean
  /** Disconnecting revokes the account's sessions (default true). */
  signOutOnDisconnect?: boolean
  /** The networks sessions may be on (default: the kit's, given when it loads). */
  networks?: readonly Network[]
  /** How the EVM verifier reaches a chain (default: a viem HTTP client on the network's RPC URL). */
  publicClientFor?: PublicClientFor
}

/**
 * The SIWX implementation whose sessions live in the browser (AppKit's `DefaultSIWX`): composed of a
 * messenger, one verifier per namespace and a storage. A session is stored only when its domain,
 * URI, chain, nonce (issued here, used once), issue time, validity window and signature all check
 * out; stored sessions are checked again (except the used nonce) every time they are read.
 */
export class DefaultSIWX implements SIWXConfig {
  readonly signOutOnDisconnect: boolean
  private readonly messenger: EIP155Messenger
  private readonly verifiers: SIWXVerifier[]
  private readonly storage: SIWXStorage
  private readonly required: boolean
  private networks: readonly Network[]

  constructor(options: DefaultSIWXOptions = {}) {
    this.messenger = options.messenger ?? createEIP155Messenger(options)
    this.networks = options.networks ?? []
    this.verifiers = options.verifiers ?? [
      createEIP155Verifier({ networks: () => this.networks, clientFor: options.publicClientFor }),
      createSolanaVerifier(),
      createBip122Verifier(),
    ]
    this.storage = options.storage ?? createLocalStorage()
    this.required = options.required ?? false
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
  }

  attach(kit: SIWXKitContext): void {
    this.networks = kit.networks
  }

  getRequired(): boolean {
    return this.required
  }

  createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    return this.messenger.createMessage(input)
  }

  /** @throws SIWXSessionError naming the check the session failed. */
  async addSession(session: SIWXSession): Promise<void> {
    const problem = await this.problemOf(session, { redeemNonce: true })
    if (problem) throw new SIWXSessionError(problem)
    await this.storage.add(session)
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    await this.storage.delete(chainId, address)
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const kept: SIWXSession[] = []
    for (const session of sessions) {
      if ((await this.problemOf(session, { redeemNonce: false })) === undefined) kept.push(session)
    }
    await this.storage.set(kept)
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const valid: SIWXSession[] = []
    for (const session of await this.storage.get(chainId, address)) {
      if ((await this.problemOf(session, { redeemNonce: false })) === undefined) valid.push(session)
    }
    return valid
  }

  /**
   * True when a session of the account kept in storage failed no check but its expiry. Such a
   * session stays stored (nothing else reads it) until the account signs again or is signed out.
   */
  async isSessionExpired(chainId: CaipNetworkId, address: string): Promise<boolean> {
    const now = this.messenger.now()
    const chains = this.networks.map((network) => network.caipNetworkId)
    const page = this.messenger.page()
    return (await this.storage.get(chainId, address)).some(
      (session) => sessionFieldProblem(session, { page, chains, now }) === 'expired',
    )
  }

  private async problemOf(
    session: SIWXSession,
    { redeemNonce }: { redeemNonce: boolean },
  ): Promise<SessionProblem | undefined> {
    const now = this.messenger.now()
    const chains = this.networks.map((network) => network.caipNetworkId)
    const fieldProblem = sessionFieldProblem(session, { page: this.messenger.page(), chains, now })
    if (fieldProblem) return fieldProblem
    if (redeemNonce) {
      const nonceIssuedAt = this.messenger.redeemNonce(session.data.nonce, session.data.chainId)
      if (nonceIssuedAt === undefined) return 'nonce'
      if (issuedBeforeNonce(session, nonceIssuedAt)) return 'issuedBeforeNonce'
    }
    const verifier = this.verifiers.find((candidate) =>
      session.data.chainId.startsWith(`${candidate.chainNamespace}:`),
    )
    if (!verifier) return 'chain'
    let text: string
    try {
      text = verifier.messageText(session)
    } catch {
      return 'messageMismatch'
    }
    if (text !== session.message) return 'messageMismatch'
    return (await verifier.verify(session)) ? undefined : 'signature'
  }
}
