import * as v from 'valibot'
import { ChainUnavailableError } from '../chains/ChainUnavailableError'
import { describeIssues } from '../validation/describeIssues'

// A node that does not answer within this time counts as down for the request at hand.
const restTimeoutMs = 10_000

// Enough of an error answer to say what went wrong, not a whole HTML page.
const maxReasonLength = 200

/** The esplora / mempool.space REST API of one Bitcoin chain. */
export interface EsploraRest {
  /**
   * GETs `path` (under the REST base) and checks its JSON with `schema`. A server that cannot be
   * reached, answers a status other than 2xx, something that is not JSON or JSON of another shape is
   * a ChainUnavailableError (502), the way a Solana or EVM node's failure is.
   */
  get<TSchema extends v.GenericSchema>(path: string, schema: TSchema): Promise<v.InferOutput<TSchema>>
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > maxReasonLength ? `${line.slice(0, maxReasonLength)}…` : line
}

/** A client of the REST base `restUrl` (no trailing slash) of the chain `chainId`. */
export function createEsploraRest(chainId: string, restUrl: string): EsploraRest {
  return {
    async get(path, schema) {
      let response: Response
      let text: string
      try {
        response = await fetch(`${restUrl}${path}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(restTimeoutMs),
        })
        text = await response.text()
      } catch (error) {
        throw new ChainUnavailableError(chainId, (error as Error).message, { cause: error })
      }
      if (!response.ok) {
        const reason = oneLine(text)
        throw new ChainUnavailableError(
          chainId,
          `GET ${path} answered HTTP ${response.status}${reason ? `: ${reason}` : ''}`,
        )
      }
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw new ChainUnavailableError(chainId, `GET ${path} answered no JSON`)
      }
      const result = v.safeParse(schema, json)
      if (!result.success) {
        throw new ChainUnavailableError(chainId, `GET ${path} answered ${describeIssues(result.issues)}`)
      }
      return result.output
    },
  }
}
