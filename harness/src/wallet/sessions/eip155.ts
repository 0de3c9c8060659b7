import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'

/** The EVM methods the wallet approves sessions for. */
export const walletMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

/** The events the wallet emits to its sessions. */
export const walletEvents = ['chainChanged', 'accountsChanged'] as const

/** `31337` → `eip155:31337`. */
export function eip155Chain(chainId: number): string {
  return `eip155:${chainId}`
}

/** `eip155:31337` (or `eip155:31337:0x…`) → 31337; undefined for other namespaces or garbage. */
export function eip155ChainId(value: string): number | undefined {
  const [namespace, reference] = value.split(':')
  const chainId = Number(reference)
  return namespace === 'eip155' && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

/** The chain ids in the order the session should see them: the active one first. */
export function activeFirst(chainIds: readonly number[], activeChainId: number): number[] {
  return [activeChainId, ...chainIds.filter((chainId) => chainId !== activeChainId)]
}

/**
 * The eip155 namespace the wallet supports for one account over `chainIds`, active chain first.
 * Dapp-side providers take the first account's chain as the current one, so the order matters.
 */
export function eip155Namespace(
  chainIds: readonly number[],
  activeChainId: number,
  address: string,
): Required<SessionTypes.Namespace> {
  const chains = activeFirst(chainIds, activeChainId).map(eip155Chain)
  return {
    chains,
    methods: [...walletMethods],
    events: [...walletEvents],
    accounts: chains.map((chain) => `${chain}:${address}`),
  }
}

/**
 * The namespaces to approve a proposal with: eip155, and the wallet's `others` (solana, bip122) where the
 * proposal asks for them, required or optional. Throws when it asks for no chain the wallet has.
 */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  chainIds: readonly number[],
  activeChainId: number,
  address: string,
  others: Record<string, Required<SessionTypes.Namespace>> = {},
): SessionTypes.Namespaces {
  const namespaces = buildApprovedNamespaces({
    proposal,
    supportedNamespaces: { eip155: eip155Namespace(chainIds, activeChainId, address), ...others },
  })
  if (Object.keys(namespaces).length === 0) throw new Error('it asks for no chain this wallet has.')
  return namespaces
}

/** The chain a session currently uses: the chain of its first eip155 account. */
export function sessionChainId(session: Pick<SessionTypes.Struct, 'namespaces'>): number | undefined {
  const account = session.namespaces.eip155?.accounts[0]
  return account ? eip155ChainId(account) : undefined
}

/**
 * The session's namespaces after a switch to `activeChainId` or to another account: every chain it
 * had plus the new one, the active chain first, all accounts on `address`. Methods and events stay
 * as approved, since a wallet may not widen what the dapp asked for.
 */
export function switchedNamespaces(
  session: Pick<SessionTypes.Struct, 'namespaces'>,
  activeChainId: number,
  address: string,
): SessionTypes.Namespaces {
  const current = session.namespaces.eip155
  const chainIds = (current?.chains ?? current?.accounts ?? [])
    .map(eip155ChainId)
    .filter((chainId): chainId is number => chainId !== undefined)
  const chains = activeFirst(chainIds, activeChainId).map(eip155Chain)
  return {
    ...session.namespaces,
    eip155: {
      chains,
      methods: current?.methods ?? [...walletMethods],
      events: current?.events ?? [...walletEvents],
      accounts: chains.map((chain) => `${chain}:${address}`),
    },
  }
}
