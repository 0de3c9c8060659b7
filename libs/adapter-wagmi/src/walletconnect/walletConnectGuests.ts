import type { WalletConnectNamespaceProposal, WalletConnectSessionShare } from '@gatehouse/controllers'

/** Another adapter's namespace that WalletConnect pairings propose, and who hears of its sessions. */
export interface WalletConnectGuest {
  proposal: WalletConnectNamespaceProposal
  listeners: Set<(share: WalletConnectSessionShare) => void>
}

/** A namespace as WalletConnect's provider takes it in `optionalNamespaces`. */
export interface ProposedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * The guests' namespaces for a proposal. Their RPC URLs go under both the CAIP-2 id and the chain
 * reference, since the provider's namespaces look them up either way.
 */
export function guestNamespaces(guests: readonly WalletConnectGuest[]): Record<string, ProposedNamespace> {
  return Object.fromEntries(
    guests.map(({ proposal }) => [
      proposal.namespace,
      {
        chains: [...proposal.chains],
        methods: [...proposal.methods],
        events: [...proposal.events],
        rpcMap: Object.fromEntries(
          Object.entries(proposal.rpcMap).flatMap(([chainId, url]) => [
            [chainId, url],
            [chainId.split(':')[1] ?? chainId, url],
          ]),
        ),
      },
    ]),
  )
}
