import * as v from 'valibot'
import { ChainUnavailableError } from '../chains/ChainUnavailableError'
import { describeIssues } from '../validation/describeIssues'

// A node that does not answer within this time counts as down for the request at hand.
const rpcTimeoutMs = 10_000

const rpcAnswerSchema = v.union([
  v.object({ result: v.unknown() }),
  v.object({ error: v.object({ code: v.number(), message: v.string() }) }),
])

/** The JSON-RPC of one Solana cluster. */
export interface SolanaRpc {
  /**
   * Calls `method` and checks its result with `schema`. A node that cannot be reached, answers an
   * error or answers something else than the schema is a ChainUnavailableError (502).
   */
  call<TSchema extends v.GenericSchema>(
    method: string,
    params: unknown[],
    schema: TSchema,
  ): Promise<v.InferOutput<TSchema>>
}

/** A client of a Solana node's HTTP JSON-RPC (`rpcUrl`) for the chain `chainId`. */
export function createSolanaRpc(chainId: string, rpcUrl: string): SolanaRpc {
  let id = 0
  return {
    async call(method, params, schema) {
      let body: unknown
      try {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
          signal: AbortSignal.timeout(rpcTimeoutMs),
        })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        body = await response.json()
      } catch (error) {
        throw new ChainUnavailableError(chainId, (error as Error).message, { cause: error })
      }
      const answer = v.safeParse(rpcAnswerSchema, body)
      if (!answer.success) throw new ChainUnavailableError(chainId, `${method} answered no JSON-RPC result`)
      if ('error' in answer.output) {
        throw new ChainUnavailableError(chainId, `${method} failed: ${answer.output.error.message}`)
      }
      const result = v.safeParse(schema, answer.output.result)
      if (!result.success) {
        throw new ChainUnavailableError(chainId, `${method} answered ${describeIssues(result.issues)}`)
      }
      return result.output
    },
  }
}
