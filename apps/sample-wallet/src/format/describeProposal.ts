import { eip155ChainId } from '@gatehouse/harness/wallet'
import type { ProposalTypes } from '@walletconnect/types'

/** What a dapp asks for in its proposal, merged over required and optional namespaces. */
export interface ProposalRequest {
  chainIds: number[]
  /** CAIP-2 ids of non-EVM chains (Solana clusters and Bitcoin chains, which the wallet serves, and others it cannot). */
  otherChains: string[]
  methods: string[]
  events: string[]
}

export function describeProposal(proposal: ProposalTypes.Struct): ProposalRequest {
  const chainIds = new Set<number>()
  const otherChains = new Set<string>()
  const methods = new Set<string>()
  const events = new Set<string>()
  const namespaces = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ]
  for (const [key, namespace] of namespaces) {
    // A namespace key is either `eip155` with a chains list or a single chain such as `eip155:1`.
    const chains = key.includes(':') ? [key] : (namespace.chains ?? [])
    for (const chain of chains) {
      const chainId = eip155ChainId(chain)
      if (chainId === undefined) otherChains.add(chain)
      else chainIds.add(chainId)
    }
    namespace.methods.forEach((method) => methods.add(method))
    namespace.events.forEach((event) => events.add(event))
  }
  return {
    chainIds: [...chainIds],
    otherChains: [...otherChains],
    methods: [...methods],
    events: [...events],
  }
}
