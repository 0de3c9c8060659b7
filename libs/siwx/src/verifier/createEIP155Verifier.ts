import { createPublicClient, http, type PublicClient } from 'viem'
import type { CaipNetworkId, Network, SIWXSession } from '@gatehouse/common'
import { eip155MessageText } from '../messenger/eip155Text'
import type { SIWXVerifier } from './SIWXVerifier'

/** How the verifier reaches a chain: a viem public client for a network (default: its first RPC URL). */
export type PublicClientFor = (network: Network) => PublicClient

const defaultClientFor: PublicClientFor = (network) =>
  createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })

/**
 * Verifies EVM sign-in signatures with viem's `verifyMessage` on a public client of the session's
 * chain: an externally owned account's signature is recovered locally, any other goes to the chain,
 * so smart-contract wallets (ERC-1271, and ERC-6492 before deployment) sign in too.
 */
export function createEIP155Verifier(deps: {
  networks: () => readonly Network[]
  clientFor?: PublicClientFor
}): SIWXVerifier {
  const clients = new Map<CaipNetworkId, PublicClient>()
  const clientOf = (chainId: CaipNetworkId) => {
    const network = deps.networks().find((candidate) => candidate.caipNetworkId === chainId)
    if (!network) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = (deps.clientFor ?? defaultClientFor)(network)
      clients.set(chainId, client)
    }
    return client
  }
  return {
    chainNamespace: 'eip155',
    messageText: (session: SIWXSession) => eip155MessageText(session.data),
    async verify(session) {
      const client = clientOf(session.data.chainId)
      if (!client || !/^0x[0-9a-fA-F]+$/.test(session.signature)) return false
      try {
        return await client.verifyMessage({
          address: session.data.accountAddress as `0x${string}`,
          message: session.message,
          signature: session.signature as `0x${string}`,
          // Recover an EOA's signer locally first; only other signatures reach the chain.
          mode: 'eoa',
        })
      } catch (error) {
        // The chain could not be asked (RPC down): the signature is not proven.
        console.warn('[gatehouse] sign-in signature check failed', error)
        return false
      }
    },
  }
}
