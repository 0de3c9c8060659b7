import * as v from 'valibot'
import type { IdentitiesConfig } from '../config/chainConfig'
import { jsonResponse } from '../http/HttpResponse'
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

/** The name an address registered with the profile API, if any (see profileRoutes). */
export type RegisteredNameLookup = (address: `0x${string}`) => Promise<string | undefined>

/**
 * `GET /v1/identity/{address}`: the address's registered name first, else the name and avatar the
 * configuration gives it; both null for an address with neither (never a 404 for a valid address).
 */
export function identityRoutes(identities: IdentitiesConfig, registeredName: RegisteredNameLookup): Route[] {
  const byAddress = new Map(
    Object.entries(identities).map(([address, identity]) => [address.toLowerCase(), identity]),
  )
  return [
    {
      path: '/v1/identity/:address',
      async handle({ params, query }) {
        const address = accountAddressOf(params)
        parseQuery(identityQuery, query)
        const identity = byAddress.get(address)
        const name = (await registeredName(address)) ?? identity?.name ?? null
        // Not cached by the browser: a name just registered must show at once (the widget keeps
        // its own 5-minute cache, SPEC §9, and bypasses it after registering).
        return jsonResponse({ name, avatar: identity?.avatar ?? null })
      },
    },
  ]
}
