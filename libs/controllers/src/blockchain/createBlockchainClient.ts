import type { CaipNetworkId } from '@gatehouse/common'
import type { ApiClient } from '../api/createApiClient'
import {
  balancesResponseSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
  identitySchema,
  nftsResponseSchema,
  supportedChainsSchema,
  type Balance,
  type FungiblePrice,
  type Identity,
  type Nft,
  type Transaction,
} from './blockchainSchemas'

/** A page of the account's history; `next` is the cursor of the following page. */
export interface HistoryPage {
  data: Transaction[]
  next: string | undefined
}

/**
 * The blockchain API (docs/reference/endpoints.md#blockchain-api). Every call first checks that the network is one the service
 * supports and answers empty otherwise, without asking. The supported list is asked once per kit (a
 * failed ask is retried next time).
 */
export function createBlockchainClient(api: ApiClient) {
  let supported: Promise<ReadonlySet<string>> | undefined

  function supportedChains(): Promise<ReadonlySet<string>> {
    supported ??= api.getJson('/v1/supported-chains', {}, supportedChainsSchema).then(
      (answer) => new Set(answer.http),
      (error: unknown) => {
        supported = undefined
        throw error
      },
    )
    return supported
  }

  async function isSupported(chainId: CaipNetworkId): Promise<boolean> {
    return (await supportedChains()).has(chainId)
  }

  return {
    isSupported,

    /** Native and token balances of an address on one network, with prices in USD. */
    async balances(params: {
      address: string
      chainId: CaipNetworkId
      forceUpdate?: boolean
    }): Promise<Balance[]> {
      if (!(await isSupported(params.chainId))) return []
      const query = {
        currency: 'usd',
        chainId: params.chainId,
        forceUpdate: params.forceUpdate ? `${params.chainId}:${params.address}` : undefined,
      }
      const path = `/v1/account/${encodeURIComponent(params.address)}/balance`
      return (await api.getJson(path, query, balancesResponseSchema)).balances
    },

    /** One page of an address's transactions on one network, newest first. */
    async history(params: {
      address: string
      chainId: CaipNetworkId
      cursor?: string | undefined
      signal?: AbortSignal | undefined
    }): Promise<HistoryPage> {
      if (!(await isSupported(params.chainId))) return { data: [], next: undefined }
      const path = `/v1/account/${encodeURIComponent(params.address)}/history`
      const page = await api.getJson(
        path,
        { chainId: params.chainId, cursor: params.cursor },
        historyResponseSchema,
        params.signal,
      )
      return { data: page.data, next: page.next ?? undefined }
    },

    /** The NFTs an address holds on one network, spam included (flagged). */
    async nfts(params: { address: string; chainId: CaipNetworkId }): Promise<Nft[]> {
      if (!(await isSupported(params.chainId))) return []
      const path = `/v1/account/${encodeURIComponent(params.address)}/nfts`
      return (await api.getJson(path, { chainId: params.chainId }, nftsResponseSchema)).data
    },

    /** USD prices of tokens given by CAIP-10 id, in the order asked; unknown tokens are left out. */
    async fungiblePrices(params: { chainId: CaipNetworkId; addresses: string[] }): Promise<FungiblePrice[]> {
      if (!(await isSupported(params.chainId))) return []
      const body = { currency: 'usd', addresses: params.addresses, projectId: api.projectId ?? '' }
      return (await api.postJson('/v1/fungible/price', body, fungiblePriceResponseSchema)).fungibles
    },

    /** The name and avatar of an address, when the service knows them. */
    async identity(params: { address: string; chainId: CaipNetworkId }): Promise<Identity> {
      if (!(await isSupported(params.chainId))) return { name: undefined, avatar: undefined }
      const path = `/v1/identity/${encodeURIComponent(params.address)}`
      const answer = await api.getJson(
        path,
        { sender: params.address, chainId: params.chainId },
        identitySchema,
      )
      return { name: answer.name ?? undefined, avatar: answer.avatar ?? undefined }
    },
  }
}

export type BlockchainClient = ReturnType<typeof createBlockchainClient>
