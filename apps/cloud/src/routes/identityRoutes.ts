import * as v from 'valibot'
import type { IdentitiesConfig } from '../config/chainConfig'
import { CacheSeconds, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/router'
import { objectMessage } from '../validation/requiredKeys'
import { accountAddressOf, blockchainCallParams, chainIdParam, evmAddressParam } from './blockchainParams'
import { parseQuery } from './queryParams'

const identityQuery = v.object(
  {
    ...blockchainCallParams,
    sender: v.optional(evmAddressParam('sender')),
    chainId: v.optional(chainIdParam),
  },
  objectMessage('the query'),
)

/**
 * `GET /v1/identity/{address}`: the name and avatar the configuration gives an address; both null
 * for an address it does not list (never a 404 for a valid address).
 */
export function identityRoutes(identities: IdentitiesConfig): Route[] {
  const byAddress = new Map(
    Object.entries(identities).map(([address, identity]) => [address.toLowerCase(), identity]),
  )
  return [
    {
      path: '/v1/identity/:address',
      handle({ params, query }) {
        const address = accountAddressOf(params)
        parseQuery(identityQuery, query)
        const identity = byAddress.get(address)
        return jsonResponse(
          { name: identity?.name ?? null, avatar: identity?.avatar ?? null },
          { cacheSeconds: CacheSeconds.json },
        )
      },
    },
  ]
}
