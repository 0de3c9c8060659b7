import * as v from 'valibot'
import type { ChainService, ChainServices } from '../chains/chainServices'
import { tokenIconUrl } from '../chains/tokenIcon'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { describeIssues } from '../validation/describeIssues'
import { objectMessage } from '../validation/requiredKeys'
import { nativeTokenAddress } from './blockchainParams'
import { projectIdParam } from './queryParams'

const caip10TokenPattern = /^(eip155:\d{1,16}):(0x[0-9a-fA-F]{40})$/

const priceBody = v.object(
  {
    currency: v.picklist(['usd'], 'currency must be usd'),
    addresses: v.pipe(
      v.array(
        v.pipe(
          v.string('must be a CAIP-10 token address such as eip155:1:0x…'),
          v.regex(caip10TokenPattern, 'must be a CAIP-10 token address such as eip155:1:0x…'),
        ),
        'addresses must be a list of CAIP-10 token addresses',
      ),
      v.maxLength(100, 'addresses may list at most 100 tokens'),
    ),
    projectId: v.optional(projectIdParam),
  },
  objectMessage('the body'),
)

/** One answer of the price call. */
interface FungiblePrice {
  name: string
  symbol: string
  iconUrl?: string
  price: number
}

async function priceOf(
  chain: ChainService,
  address: string,
  baseUrl: string,
): Promise<FungiblePrice | undefined> {
  const native = address.toLowerCase() === nativeTokenAddress
  const token = native
    ? undefined
    : chain.config.tokens.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
  const facts = native ? chain.config.nativeCurrency : token
  if (!facts) return undefined
  const price = await chain.prices.priceOf(facts.symbol)
  if (price === undefined) return undefined
  const iconUrl = tokenIconUrl(baseUrl, facts.symbol, token?.iconUrl)
  return { name: facts.name, symbol: facts.symbol, ...(iconUrl ? { iconUrl } : {}), price }
}

/**
 * `POST /v1/fungible/price`: USD prices of tokens given by CAIP-10 address (the native currency as
 * `0xeeee…`), in the order asked. Tokens the service does not know, on chains it does not serve or
 * without a price in the chain's price file, are left out.
 */
export function priceRoutes(chains: ChainServices): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/fungible/price',
      async handle({ body, baseUrl }) {
        // valibot would read a list as an object; a list of addresses alone is a mistake.
        if (Array.isArray(body)) throw new HttpError(400, 'the body must be an object')
        const parsed = v.safeParse(priceBody, body)
        if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
        const prices = await Promise.all(
          parsed.output.addresses.map((caip10) => {
            const [, chainId = '', address = ''] = caip10TokenPattern.exec(caip10) ?? []
            const chain = chains.list.find((candidate) => candidate.chainId === chainId)
            return chain ? priceOf(chain, address, baseUrl) : undefined
          }),
        )
        return jsonResponse({ fungibles: prices.filter((price) => price !== undefined) })
      },
    },
  ]
}
