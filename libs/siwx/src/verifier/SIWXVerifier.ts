import type { ChainNamespace, SIWXSession } from '@gatehouse/common'

/**
 * Checks the signature of sessions of one chain namespace: the part of a SIWX implementation that
 * knows its chain's signatures (EIP-191 and smart-contract wallets on EVM, ed25519 on Solana, ...).
 */
export interface SIWXVerifier {
  readonly chainNamespace: ChainNamespace
  /** The exact message text a session's fields stand for (what the wallet must have signed). */
  messageText(session: SIWXSession): string
  /** True when the signature was made by the session's account over the session's message. */
  verify(session: SIWXSession): Promise<boolean>
}
