import type {
  CaipNetworkId,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
} from '@gatehouse/common'
import { accountAddressPlaceholder, safeUrl } from '@gatehouse/common'
import { getAddress } from 'viem'
import {
  CloudSessionError,
  createCloudSessionApi,
  type CloudSession,
  type CloudSessionApi,
} from './cloudSessionApi'
import { signInMessageText } from '../messenger/signInText'
import { createTokenStore, type TokenStorage, type TokenStore } from './cloudTokens'

/** How `CloudAuthentication` reaches the service and what its messages say. */
export interface CloudAuthenticationOptions {
  /** Base URL of the Gatehouse cloud service (apps/cloud), such as `https://cloud.example.com`. */
  url: string
  /** The project id the service knows the site by (its allowed origins). */
  projectId: string
  /** Whether the visitor must sign in to stay connected. Default true, as AppKit's. */
  required?: boolean
  /** Whether disconnecting the wallet revokes its sessions. Default true. */
  signOutOnDisconnect?: boolean
  /** The storage key of the bearer tokens. Default `@gatehouse/siwx-auth-token`. */
  localAuthStorageKey?: string
  /** The statement of the messages (the line the wallet shows above the fields). */
  statement?: string
  /** How long a session lasts, in seconds; the service caps it (7 days by default). Default: the service's default. */
  expiresInSeconds?: number
  /** The signing site's host and page; default the current page's (`location.host`, `location.href`). */
  domain?: string
  uri?: string
  /** Where the tokens are kept; default `localStorage`. */
  storage?: TokenStorage
  /** The fetch to call the service with; default the global one. */
  fetch?: typeof fetch
}

const defaultStorageKey = '@gatehouse/siwx-auth-token'

/** The namespaces the service signs in: EIP-4361 on EVM, CAIP-122 on Solana and Bitcoin. */
const signInNamespaces = ['eip155', 'solana', 'bip122'] as const

const plainSession = ({ data, message, signature, cacao }: CloudSession): SIWXSession => ({
  data,
  message,
  signature,
  ...(cacao ? { cacao } : {}),
})

/**
 * Sign-in sessions kept by the Gatehouse cloud service: it issues the nonce, verifies the signature
 * (EOAs and smart-contract wallets on EVM, ed25519 on Solana, BIP-322 on Bitcoin) and keeps the
 * session; the browser keeps only a bearer token per account and network. The counterpart of
 * AppKit's `ReownAuthentication` (exported under that name too); EVM, Solana and Bitcoin networks.
 */
export class CloudAuthentication implements SIWXConfig {
  readonly signOutOnDisconnect: boolean
  private readonly api: CloudSessionApi
  private readonly tokens: TokenStore
  private readonly required: boolean
  /** Accounts (`chainId|address`) whose token the service refused since the page loaded. */
  private readonly refused = new Set<string>()

  constructor(private readonly options: CloudAuthenticationOptions) {
    const url = safeUrl(options.url, 'web')
    if (!url)
      throw new Error(
        `CloudAuthentication needs the http(s) URL of the cloud service, not ${String(options.url)}`,
      )
    if (!options.projectId) throw new Error('CloudAuthentication needs the projectId')
    const storage = options.storage ?? globalThis.localStorage
    if (!storage) throw new Error('CloudAuthentication needs a storage where localStorage is missing')
    this.api = createCloudSessionApi({
      url: url.replace(/\/+$/, ''),
      projectId: options.projectId,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    })
    this.tokens = createTokenStore(storage, options.localAuthStorageKey ?? defaultStorageKey)
    this.required = options.required ?? true
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
  }

  async createMessage({ accountAddress, chainId }: SIWXMessageInput): Promise<SIWXMessage> {
    const [namespace, reference] = chainId.split(':')
    if (!reference || !signInNamespaces.includes(namespace as (typeof signInNamespaces)[number]))
      throw new Error('Unsupported chain')
    const domain = this.options.domain ?? globalThis.location?.host
    const uri = this.options.uri ?? globalThis.location?.href
    if (!domain || !uri) throw new Error('CloudAuthentication needs domain and uri outside a browser page')
    const nonce = await this.api.nonce()
    const issuedAt = new Date()
    const expirationTime =
      this.options.expiresInSeconds === undefined
        ? undefined
        : new Date(issuedAt.getTime() + this.options.expiresInSeconds * 1000)
    // The placeholder of a one-step sign-in stays as it is: the session brings its own account.
    // EVM addresses go checksummed into EIP-4361; Solana and Bitcoin ones as the wallet gave them.
    const address =
      accountAddress === accountAddressPlaceholder || namespace !== 'eip155'
        ? accountAddress
        : getAddress(accountAddress)
    const data: SIWXMessageData = {
      accountAddress: address,
      chainId,
      domain,
      uri,
      version: '1',
      nonce,
      issuedAt: issuedAt.toISOString(),
      ...(expirationTime ? { expirationTime: expirationTime.toISOString() } : {}),
      ...(this.options.statement ? { statement: this.options.statement } : {}),
    }
    const text = signInMessageText(data)
    return { ...data, toString: () => text }
  }

  async addSession(session: SIWXSession): Promise<void> {
    const { token, session: stored } = await this.api.signIn(session)
    this.refused.delete(accountKey(stored.data.chainId, stored.data.accountAddress))
    this.tokens.set(stored.data.chainId, stored.data.accountAddress, {
      token,
      id: stored.id,
      signature: stored.signature,
    })
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const stored = this.tokens.get(chainId, address)
    if (!stored) return []
    try {
      const sessions = await this.api.sessions(stored.token, chainId, address)
      return sessions.map(plainSession)
    } catch (error) {
      // The service no longer knows the token (expired, revoked): forget it.
      if (error instanceof CloudSessionError && error.status === 401) {
        this.tokens.remove(chainId, address)
        this.refused.add(accountKey(chainId, address))
        return []
      }
      throw error
    }
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    // Signed out on purpose: the next prompt is not about an expiry.
    this.refused.delete(accountKey(chainId, address))
    const stored = this.tokens.get(chainId, address)
    if (!stored) return
    try {
      await this.api.revoke(stored.token, address, stored.id, stored.signature)
    } catch (error) {
      // 401 and 403: the service holds no live session for this token any more; anything else
      // (the service unreachable) keeps the token so that a later revoke can still end the session.
      const gone = error instanceof CloudSessionError && (error.status === 401 || error.status === 403)
      if (!gone) throw error
    }
    this.tokens.remove(chainId, address)
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const signatures = new Set(sessions.map((session) => session.signature.toLowerCase()))
    const stored = this.tokens.entries()
    for (const entry of stored) {
      if (!signatures.has(entry.token.signature.toLowerCase())) {
        await this.revokeSession(entry.chainId as CaipNetworkId, entry.address)
      }
    }
    const kept = new Set(stored.map((entry) => entry.token.signature.toLowerCase()))
    for (const session of sessions) {
      if (!kept.has(session.signature.toLowerCase())) await this.addSession(session)
    }
  }

  getRequired(): boolean {
    return this.required
  }

  /** True when the service refused the account's token (its session expired or was ended) on this page. */
  async isSessionExpired(chainId: CaipNetworkId, address: string): Promise<boolean> {
    return this.refused.has(accountKey(chainId, address))
  }
}

const accountKey = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`

export { CloudAuthentication as ReownAuthentication }
