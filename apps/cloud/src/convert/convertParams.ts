import * as v from 'valibot'
import { getAddress, type Address } from 'viem'
import { HttpError } from '../http/HttpResponse'
import { blockchainCallParams, chainIdParam } from '../routes/blockchainParams'
import { projectIdParam } from '../routes/queryParams'
import { objectMessage } from '../validation/requiredKeys'

const caip10Pattern = /^(eip155:[1-9]\d{0,15}):(0x[0-9a-fA-F]{40})$/

/** A CAIP-10 EVM address parameter (`eip155:31337:0x…`; tokens use `0xeeee…` for the native currency). */
export function caip10Param(name: string) {
  return v.pipe(
    v.string(`${name} is required`),
    v.regex(caip10Pattern, `${name} must be a CAIP-10 address such as eip155:1:0x…`),
  )
}

/** A positive amount in base units: a whole number of at most 78 digits (it fits in a uint256). */
export function amountParam(name: string) {
  return v.pipe(
    v.string(`${name} is required`),
    v.regex(/^\d{1,78}$/, `${name} must be a whole number of base units`),
    v.transform((digits: string) => BigInt(digits)),
    v.check((amount) => amount > 0n && amount < 2n ** 256n, `${name} must be above 0 and fit in 256 bits`),
  )
}

/** The chain and address of a CAIP-10 parameter that passed `caip10Param`. */
export function splitCaip10(value: string): { chainId: string; address: Address } {
  const [, chainId = '', address = ''] = caip10Pattern.exec(value) ?? []
  return { chainId, address: getAddress(address) }
}

/** The chain all the CAIP-10 parameters are on; a 400 when they name different chains. */
export function commonChainOf(values: Record<string, string>): string {
  const chains = new Set(Object.values(values).map((value) => splitCaip10(value).chainId))
  if (chains.size !== 1) {
    throw new HttpError(400, `${Object.keys(values).join(', ')} must be on the same chain`)
  }
  return [...chains][0] as string
}

export const tokensQuery = v.object(
  { chainId: chainIdParam, ...blockchainCallParams },
  objectMessage('the query'),
)
export const gasPriceQuery = tokensQuery

export const quotesQuery = v.object(
  {
    amount: amountParam('amount'),
    userAddress: caip10Param('userAddress'),
    from: caip10Param('from'),
    to: caip10Param('to'),
    gasPrice: v.optional(v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'gasPrice must be a whole number of wei'))),
    ...blockchainCallParams,
  },
  objectMessage('the query'),
)

export const allowanceQuery = v.object(
  {
    tokenAddress: caip10Param('tokenAddress'),
    userAddress: caip10Param('userAddress'),
    ...blockchainCallParams,
  },
  objectMessage('the query'),
)

export const approveQuery = v.object(
  {
    userAddress: caip10Param('userAddress'),
    from: caip10Param('from'),
    to: caip10Param('to'),
    amount: v.optional(amountParam('amount')),
    ...blockchainCallParams,
  },
  objectMessage('the query'),
)

const slippagePercent = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}(\.\d{1,2})?$/))],
    'slippage must be a percentage',
  ),
  v.transform(Number),
  v.check((percent) => percent >= 0 && percent <= 50, 'slippage must be a percentage from 0 to 50'),
)

export const transactionBody = v.object(
  {
    amount: amountParam('amount'),
    eip155: v.optional(v.object({ slippage: v.optional(slippagePercent) }, objectMessage('eip155'))),
    projectId: projectIdParam,
    from: caip10Param('from'),
    to: caip10Param('to'),
    userAddress: caip10Param('userAddress'),
    disableEstimate: v.optional(v.boolean('disableEstimate must be true or false')),
  },
  objectMessage('the body'),
)
