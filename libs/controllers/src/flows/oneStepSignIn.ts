import type { CaipNetworkId, Network, SIWXConfig, SIWXMessage, SIWXSession } from '@gatehouse/common'
import type { WalletConnectSignInRequest } from '../adapter/ChainAdapter'

/**
 * The request of WalletConnect's one-step sign-in: the fields of a message the host's SIWX made for
 * the placeholder account, on the kit's EVM networks with the visitor's first. The issue time is
 * WalletConnect's own (it stamps the request when it sends it, after the nonce was issued).
 */
export function oneStepSignInRequest(
  message: SIWXMessage,
  active: CaipNetworkId,
  networks: readonly Network[],
): WalletConnectSignInRequest {
  const others = networks
    .filter((network) => network.chainNamespace === 'eip155' && network.caipNetworkId !== active)
    .map((network) => network.caipNetworkId)
  return {
    chains: [active, ...others],
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    statement: message.statement,
    expirationTime: message.expirationTime,
    notBefore: message.notBefore,
    resources: message.resources,
  }
}

/**
 * Hands the sessions a wallet signed in one step to the host's SIWX, the visitor's network first.
 * Returns false when that network's session was refused (the sign-in failed); another network's
 * refusal (a service whose nonces are single use across networks, for one) only means that network
 * asks again when the visitor switches to it.
 */
export async function storeOneStepSessions(
  siwx: SIWXConfig,
  sessions: readonly SIWXSession[],
  active: CaipNetworkId,
): Promise<boolean> {
  const ordered = [
    ...sessions.filter((session) => session.data.chainId === active),
    ...sessions.filter((session) => session.data.chainId !== active),
  ]
  for (const session of ordered) {
    try {
      await siwx.addSession(session)
    } catch (error) {
      console.warn(`[gatehouse] the sign-in on ${session.data.chainId} was refused`, error)
      if (session.data.chainId === active) return false
    }
  }
  return true
}
