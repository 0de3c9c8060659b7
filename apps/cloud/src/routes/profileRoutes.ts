import * as v from 'valibot'
import { accountNameIssue, splitAccountName } from '@gatehouse/common'
import { getAddress } from 'viem'
import type { ChainServices } from '../chains/chainServices'
import { jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { NameRequestError } from '../names/NameRequestError'
import type { NameRecord, NameStore } from '../names/nameStore'
import { suggestNames } from '../names/nameSuggestions'
import { nameIssueText, readRegistrationRequest } from '../names/registrationRequest'
import { verifyNameSignature } from '../names/verifyNameSignature'
import { objectMessage } from '../validation/requiredKeys'
import { accountAddressOf, evmAddressParam } from './blockchainParams'
import { parseQuery } from './queryParams'

const apiVersion = v.optional(v.picklist(['2'], 'apiVersion must be 2'))
const accountQuery = v.object({ apiVersion }, objectMessage('the query'))
const reverseQuery = v.object(
  { apiVersion, sender: v.optional(evmAddressParam('sender')) },
  objectMessage('the query'),
)
const suggestionsQuery = v.object(
  { zone: v.optional(v.pipe(v.string(), v.maxLength(253, 'zone must be at most 253 characters'))) },
  objectMessage('the query'),
)

/** A record as the profile API answers it: addresses keyed by ENSIP-11 coin type, times in seconds. */
function answerOf(record: NameRecord) {
  return {
    name: record.name,
    registered: record.registered,
    updated: record.updated,
    addresses: {
      [String(record.coinType)]: { address: getAddress(record.address), created: record.registered },
    },
    attributes: record.attributes,
  }
}

/** The label of a full name in the configured zone, checked against docs/reference/validation.md#account-names; a 400 otherwise. */
function labelIn(name: string, zone: string): string {
  const parts = splitAccountName(name.toLowerCase())
  if (!parts) throw new NameRequestError(400, 'invalid_name', `name ${name} has no zone`)
  if (parts.zone !== zone)
    throw new NameRequestError(400, 'unknown_zone', `zone ${parts.zone} is not served here; use ${zone}`)
  const issue = accountNameIssue(parts.label)
  if (issue) throw new NameRequestError(400, 'invalid_name', nameIssueText(parts.label, issue))
  return parts.label
}

/**
 * The profile API (docs/reference/endpoints.md#profile-api): a name's record, an address's names, suggestions while a visitor
 * types, and registration by a message the address signed (see README, "Account names").
 */
export function profileRoutes(
  names: NameStore,
  chains: ChainServices,
  options: { zone: string; now?: () => number },
): Route[] {
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000)
  const { zone } = options
  return [
    {
      path: '/v1/profile/account/:name',
      async handle({ params, query }) {
        parseQuery(accountQuery, query)
        const name = `${labelIn(params.name ?? '', zone)}.${zone}`
        const record = await names.find(name)
        if (!record) throw new NameRequestError(404, 'not_found', `${name} is not registered`)
        return jsonResponse(answerOf(record))
      },
    },
    {
      path: '/v1/profile/reverse/:address',
      async handle({ params, query }) {
        const address = accountAddressOf(params)
        parseQuery(reverseQuery, query)
        return jsonResponse((await names.ofAddress(address)).map(answerOf))
      },
    },
    {
      path: '/v1/profile/suggestions/:name',
      async handle({ params, query }) {
        const asked = parseQuery(suggestionsQuery, query).zone?.toLowerCase() ?? zone
        if (asked !== zone)
          throw new NameRequestError(400, 'unknown_zone', `zone ${asked} is not served here; use ${zone}`)
        const label = params.name ?? ''
        const issue = accountNameIssue(label)
        if (issue) throw new NameRequestError(400, 'invalid_name', nameIssueText(label, issue))
        return jsonResponse({ suggestions: await suggestNames(names, label, zone) })
      },
    },
    {
      method: 'POST',
      path: '/v1/profile/account',
      async handle({ body }) {
        const request = readRegistrationRequest(body, { zone, nowSeconds: nowSeconds() })
        if (!(await verifyNameSignature(chains, request))) {
          throw new NameRequestError(401, 'invalid_signature', `the signature is not ${request.address}'s`)
        }
        const outcome = await names.register(
          {
            name: request.name,
            zone,
            address: request.address,
            coinType: request.coinType,
            attributes: request.signed.attributes,
          },
          nowSeconds(),
        )
        if (outcome === 'taken') {
          throw new NameRequestError(409, 'name_taken', `${request.name} is already registered`)
        }
        return jsonResponse({ success: true, name: request.name })
      },
    },
  ]
}
