import * as v from 'valibot'
import type { IdentitiesConfig } from '../config/chainConfig'
import { jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
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

/** The name an address registered with the profile API, if any (see profileRoutes). */
export type RegisteredNameLookup = (address: `0x${string}`) => Promise<string | undefined>

/**
 * `GET /v1/identity/{address}`: the name the address registered with the profile API first, else the
 * name and avatar the configuration gives it, else its primary ENS name and avatar on the chain asked
 * about (see createEnsLookup); both null for an address with none (never a 404 or a 500 for a valid
 * address).
 */
export function identityRoutes(
  identities: IdentitiesConfig,
  registeredName: RegisteredNameLookup,
  ens: EnsLookup,
): Route[] {
  const byAddress = new Map(
    Object.entries(identities).map(([address, identity]) => [address.toLowerCase(), identity]),
  )

  function configuredIdentity(address: string): IdentityAnswer | undefined {
    const identity = byAddress.get(address)
    return identity && { name: identity.name, avatar: identity.avatar ?? null }
  }

  return [
    {
      path: '/v1/identity/:address',
      async handle({ params, query }) {
        const address = accountAddressOf(params)
        const { chainId } = parseQuery(identityQuery, query)
        const registered = await registeredName(address)
        const identity = registered
          ? { name: registered, avatar: null }
          : (configuredIdentity(address) ?? (await ens(address, chainId)) ?? { name: null, avatar: null })
        // Not cached by the browser: a name just registered must show at once (the widget keeps
        // its own 5-minute cache, docs/reference/limits.md#caches, and bypasses it after registering).
        return jsonResponse(identity)
      },
    },
  ]
}
