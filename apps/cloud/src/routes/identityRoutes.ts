import * as v from 'valibot'
import type { IdentitiesConfig } from '../config/chainConfig'
import { CacheSeconds, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/router'
import type { EnsLookup } from '../identity/ensIdentity'
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

/** An identity as the route answers it: nulls for what is not known. */
interface IdentityAnswer {
  name: string | null
  avatar: string | null
}

/**
 * `GET /v1/identity/{address}`: the address's registered name (the configuration's identities)
 * first, else its primary ENS name and avatar on the chain asked about (see createEnsLookup); both
 * null for an address that has neither (never a 404 or a 500 for a valid address).
 */
export function identityRoutes(identities: IdentitiesConfig, ens: EnsLookup): Route[] {
  const byAddress = new Map(
    Object.entries(identities).map(([address, identity]) => [address.toLowerCase(), identity]),
  )

  function registeredIdentity(address: string): IdentityAnswer | undefined {
    const identity = byAddress.get(address)
    return identity && { name: identity.name, avatar: identity.avatar ?? null }
  }

  return [
    {
      path: '/v1/identity/:address',
      async handle({ params, query }) {
        const address = accountAddressOf(params)
        const { chainId } = parseQuery(identityQuery, query)
        const identity = registeredIdentity(address) ??
          (await ens(address, chainId)) ?? { name: null, avatar: null }
        return jsonResponse(identity, { cacheSeconds: CacheSeconds.json })
      },
    },
  ]
}
