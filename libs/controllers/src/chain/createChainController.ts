import { proxy } from 'valtio/vanilla'
import {
  defaultAccountTypes,
  toCaipAddress,
  toCaipNetworkId,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type Network,
} from '@gatehouse/common'
import type { AdapterAccount } from '../adapter/ChainAdapter'
import type { Storage } from '../storage/createStorage'

export interface AccountState {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  allAccounts: AdapterAccount[]
  /** Native balance in whole units, as a decimal string. */
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceLoading: boolean
}

export interface NamespaceState {
  /** The networks the host configured for this namespace. */
  networks: Network[]
  /** The network this namespace is on; may be one the host did not configure (unsupported). */
  caipNetworkId: CaipNetworkId
  account: AccountState
}

export interface ChainState {
  activeNamespace: ChainNamespace
  namespaces: Partial<Record<ChainNamespace, NamespaceState>>
  /** Set while switching to a network of another namespace (docs/reference/states.md#namespace-switch). */
  namespaceSwitchInProgress: boolean
}

const emptyAccount = (): AccountState => ({
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  balance: undefined,
  balanceSymbol: undefined,
  balanceLoading: false,
})

/**
 * An account with the namespace's default type (docs/reference/entities.md#account-types) when its wallet did not say: a Bitcoin
 * account is the payment one, a Solana or Polkadot account an EOA. EVM accounts keep what the wallet
 * said: its default, smartAccount, is the embedded wallet's preference, not what an external wallet holds.
 */
function withDefaultType(namespace: ChainNamespace, account: AdapterAccount): AdapterAccount {
  if (account.type || namespace === 'eip155') return { ...account }
  return { ...account, type: defaultAccountTypes[namespace] }
}

/** Per-namespace network and account state, and which namespace is active. */
export function createChainController(params: {
  networks: readonly Network[]
  defaultNetwork?: Network | undefined
  storage: Storage
}) {
  const { storage } = params
  const lastUsed = storage.get('lastUsedChain')
  const namespaces: Partial<Record<ChainNamespace, NamespaceState>> = {}
  for (const network of params.networks) {
    const entry = (namespaces[network.chainNamespace] ??= {
      networks: [],
      caipNetworkId: network.caipNetworkId,
      account: emptyAccount(),
    })
    entry.networks.push(network)
  }
  // The last network the visitor used wins over the host's default.
  const preferred = [lastUsed, params.defaultNetwork?.caipNetworkId]
  for (const entry of Object.values(namespaces)) {
    const match = preferred.find((id) => entry.networks.some((network) => network.caipNetworkId === id))
    if (match) entry.caipNetworkId = match as CaipNetworkId
  }
  const firstNetwork = params.networks[0] as Network
  const storedNamespace = storage.get('activeNamespace')
  const lastUsedNamespace = lastUsed?.split(':')[0] as ChainNamespace | undefined
  const activeNamespace = [storedNamespace, lastUsedNamespace, params.defaultNetwork?.chainNamespace].find(
    (namespace) => namespace && namespaces[namespace],
  )

  const state = proxy<ChainState>({
    activeNamespace: activeNamespace ?? firstNetwork.chainNamespace,
    namespaces,
    namespaceSwitchInProgress: false,
  })

  function entry(namespace: ChainNamespace): NamespaceState {
    const found = state.namespaces[namespace]
    if (!found) throw new Error(`No networks are configured for namespace ${namespace}`)
    return found
  }

  const chain = {
    state,

    /** The configured network with this id, if any. */
    findNetwork(caipNetworkId: string): Network | undefined {
      for (const namespace of Object.values(state.namespaces)) {
        const found = namespace.networks.find((network) => network.caipNetworkId === caipNetworkId)
        if (found) return found
      }
      return undefined
    },

    isSupported(caipNetworkId: string): boolean {
      return chain.findNetwork(caipNetworkId) !== undefined
    },

    /** The configured network a namespace is on, or undefined while it is on an unsupported one. */
    network(namespace: ChainNamespace = state.activeNamespace): Network | undefined {
      const current = state.namespaces[namespace]
      return current && chain.findNetwork(current.caipNetworkId)
    },

    caipNetworkId(namespace: ChainNamespace = state.activeNamespace): CaipNetworkId | undefined {
      return state.namespaces[namespace]?.caipNetworkId
    },

    account(namespace: ChainNamespace = state.activeNamespace): AccountState | undefined {
      return state.namespaces[namespace]?.account
    },

    allNetworks(): Network[] {
      return Object.values(state.namespaces).flatMap((namespace) => namespace.networks)
    },

    /** Moves a namespace to a chain, configured or not; remembers configured ones. */
    setChainId(namespace: ChainNamespace, chainId: number | string) {
      const target = entry(namespace)
      const caipNetworkId = toCaipNetworkId(namespace, chainId)
      if (target.caipNetworkId === caipNetworkId) return
      target.caipNetworkId = caipNetworkId
      if (target.account.address) {
        target.account.caipAddress = toCaipAddress(caipNetworkId, target.account.address)
        target.account.balance = undefined
        target.account.balanceSymbol = undefined
      }
      if (chain.isSupported(caipNetworkId)) storage.set('lastUsedChain', caipNetworkId)
    },

    setActiveNamespace(namespace: ChainNamespace) {
      entry(namespace)
      state.activeNamespace = namespace
      storage.set('activeNamespace', namespace)
    },

    setNamespaceSwitchInProgress(inProgress: boolean) {
      state.namespaceSwitchInProgress = inProgress
    },

    setAccount(
      namespace: ChainNamespace,
      address: string,
      accounts: readonly AdapterAccount[] = [{ address }],
    ) {
      const target = entry(namespace)
      if (target.account.address !== address) {
        target.account.balance = undefined
        target.account.balanceSymbol = undefined
      }
      target.account.address = address
      target.account.caipAddress = toCaipAddress(target.caipNetworkId, address)
      target.account.allAccounts = accounts.map((account) => withDefaultType(namespace, account))
    },

    setBalance(namespace: ChainNamespace, balance: { balance: string; symbol: string } | undefined) {
      const account = entry(namespace).account
      account.balance = balance?.balance
      account.balanceSymbol = balance?.symbol
      account.balanceLoading = false
    },

    setBalanceLoading(namespace: ChainNamespace, loading: boolean) {
      entry(namespace).account.balanceLoading = loading
    },

    /**
     * Adds a network to a namespace's configured list (a network already there is replaced); the
     * namespace must already be configured. Use the addNetwork flow, which checks for an adapter.
     */
    addNetwork(network: Network) {
      const target = entry(network.chainNamespace)
      const index = target.networks.findIndex((known) => known.caipNetworkId === network.caipNetworkId)
      if (index === -1) target.networks.push(network)
      else target.networks[index] = network
    },

    /**
     * Removes a network from a namespace's configured list. A namespace that was on it moves to its
     * first remaining network; the last network of a namespace stays (returns false).
     */
    removeNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): boolean {
      const target = entry(namespace)
      const remaining = target.networks.filter((network) => network.caipNetworkId !== caipNetworkId)
      const first = remaining[0]
      if (!first) return false
      target.networks = remaining
      if (target.caipNetworkId === caipNetworkId) chain.setChainId(namespace, first.id)
      return true
    },

    /** Forgets the account of a namespace (on disconnect); its network stays. */
    resetAccount(namespace: ChainNamespace) {
      if (state.namespaces[namespace]) entry(namespace).account = emptyAccount()
    },
  }
  return chain
}

export type ChainController = ReturnType<typeof createChainController>
