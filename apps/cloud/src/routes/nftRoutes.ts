import * as v from 'valibot'
import type { ChainServices } from '../chains/chainServices'
import { tokenIconUrl } from '../chains/tokenIcon'
import { nftName } from '../chains/tokenDirectory'
import type { SqlDatabase } from '../database/SqlDatabase'
import { readHeldNfts } from '../history/heldNfts'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { objectMessage } from '../validation/requiredKeys'
import { accountAddressOf, blockchainCallParams, chainIdParam } from './blockchainParams'
import { parseQuery } from './queryParams'
import { solanaAccountAddressOf } from '../solana/solanaAccountAddress'
import type { SolanaChainServices } from '../solana/solanaChainServices'
import { bitcoinAccountOf } from '../bitcoin/bitcoinAccount'
import type { BitcoinChainServices } from '../bitcoin/bitcoinChainServices'

/** The most NFTs one answer lists. */
export const nftListLimit = 200

const nftQuery = v.object({ ...blockchainCallParams, chainId: chainIdParam }, objectMessage('the query'))

/**
 * `GET /v1/account/{address}/nfts`: the ERC-721 tokens the address holds on a chain, read from the
 * index (caught up to the head first), each with its collection and the spam flag of the configuration.
 * On a configured Solana cluster the list is empty: the service reads no Solana NFTs (Metaplex);
 * nor on a configured Bitcoin chain (no ordinals are read).
 */
export function nftRoutes(
  chains: ChainServices,
  database: SqlDatabase,
  solana: SolanaChainServices,
  bitcoin: BitcoinChainServices,
): Route[] {
  return [
    {
      path: '/v1/account/:address/nfts',
      async handle({ params, query, baseUrl }) {
        const { chainId } = parseQuery(nftQuery, query)
        if (chainId.startsWith('solana:')) {
          if (!solana.find(chainId)) throw new HttpError(400, `Chain ${chainId} is not supported`)
          solanaAccountAddressOf(params)
          return jsonResponse({ data: [] })
        }
        if (chainId.startsWith('bip122:')) {
          bitcoinAccountOf(bitcoin, chainId, params)
          return jsonResponse({ data: [] })
        }
        const address = accountAddressOf(params)
        const chain = chains.get(chainId)
        await chain.indexer.catchUp()
        const held = await readHeldNfts(database, { chainId, address, limit: nftListLimit })
        const data = await Promise.all(
          held.map(async (nft) => {
            const facts = await chain.tokens.facts(nft.tokenAddress)
            const imageUrl = tokenIconUrl(baseUrl, facts.symbol, facts.iconUrl)
            return {
              name: nftName(facts, nft.tokenId),
              tokenId: nft.tokenId,
              collection: { address: nft.tokenAddress, name: facts.name ?? 'NFT' },
              ...(imageUrl ? { imageUrl } : {}),
              flags: { is_spam: facts.spam },
            }
          }),
        )
        return jsonResponse({ data })
      },
    },
  ]
}
