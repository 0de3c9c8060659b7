import * as v from 'valibot'
import { HttpError } from '../http/HttpResponse'
import { describeIssues } from '../validation/describeIssues'
import { projectIdParam, sdkParams } from './queryParams'

/** The native currency's "address" in the blockchain API, as Reown's API has it. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

/** An EVM address parameter named `name`. */
export function evmAddressParam(name: string) {
  return v.pipe(
    v.string(`${name} is required`),
    v.regex(evmAddressPattern, `${name} must be 0x and 40 hexadecimal digits`),
  )
}

/** A CAIP-2 chain id parameter such as `eip155:31337`. */
export const chainIdParam = v.pipe(
  v.string('chainId is required'),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'chainId must be a CAIP-2 chain id such as eip155:1'),
)

/** The query every blockchain call may carry: project id and SDK type and version, checked for shape only. */
export const blockchainCallParams = { projectId: v.optional(projectIdParam), ...sdkParams }

/** The `:address` path parameter as a lower-case EVM address; a 400 naming it otherwise. */
export function accountAddressOf(params: Record<string, string>): `0x${string}` {
  const parsed = v.safeParse(evmAddressParam('address'), params.address)
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
  return parsed.output.toLowerCase() as `0x${string}`
}
