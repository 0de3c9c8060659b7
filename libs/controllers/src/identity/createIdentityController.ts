import { proxy } from 'valtio/vanilla'
import { CacheLifetime, type CaipAddress } from '@gatehouse/common'
import type { BlockchainClient } from '../blockchain/createBlockchainClient'
import type { Identity } from '../blockchain/blockchainSchemas'
import type { ChainController } from '../chain/createChainController'
import type { Storage } from '../storage/createStorage'
import { emptyIdentity, type IdentityState } from './identityState'

/**
 * The active account's name and avatar (docs/reference/states.md#identity), looked up only for EVM accounts on
 * networks that are not testnets (docs/reference/validation.md#identity-lookup) and kept 5 minutes
 * (docs/reference/limits.md#caches). A failed lookup shows no name, silently.
 */
export function createIdentityController(deps: {
  chain: ChainController
  blockchain: BlockchainClient
  storage: Storage
  now?: () => number
  /** The state to keep the name in (the kit creates it before this code loads). */
  state?: IdentityState
}) {
  const { chain, blockchain, storage, now = Date.now } = deps
  const state = deps.state ?? proxy<IdentityState>(emptyIdentity())

  function show(caipAddress: CaipAddress | undefined, identity: Partial<Identity> = {}) {
    Object.assign(state, { caipAddress, name: identity.name, avatar: identity.avatar, pending: false })
  }

  return {
    state,

    /** Looks the name up, from the 5-minute cache unless `force` (a name was just registered). */
    async load(options: { force?: boolean } = {}): Promise<void> {
      const account = chain.account()
      const network = chain.network()
      const caipAddress = account?.caipAddress
      if (!caipAddress || !account.address || !network) return show(undefined)
      if (network.chainNamespace !== 'eip155' || network.testnet) return show(caipAddress)
      const address = account.address.toLowerCase()
      const record = storage.get('identityCache')?.[address]
      if (record && !options.force && now() - record.timestamp < CacheLifetime.identity) {
        return show(caipAddress, record)
      }
      if (state.caipAddress !== caipAddress) show(caipAddress)
      state.pending = true
      try {
        const identity = await blockchain.identity({
          address: account.address,
          chainId: network.caipNetworkId,
        })
        const records = storage.get('identityCache') ?? {}
        const kept = { timestamp: now(), address, ...withoutEmpty(identity) }
        storage.set('identityCache', { ...records, [address]: kept })
        if (chain.account()?.caipAddress === caipAddress) show(caipAddress, identity)
      } catch (error) {
        console.warn('[gatehouse] could not look up the account name', error)
        if (chain.account()?.caipAddress === caipAddress) state.pending = false
      }
    },
  }
}

function withoutEmpty(identity: Identity): Partial<Identity> {
  return {
    ...(identity.name ? { name: identity.name } : {}),
    ...(identity.avatar ? { avatar: identity.avatar } : {}),
  }
}

export type IdentityController = ReturnType<typeof createIdentityController>
