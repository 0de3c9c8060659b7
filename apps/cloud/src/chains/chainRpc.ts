import * as v from 'valibot'
import { ErrorMessage, publicRpcMethods } from '@gatehouse/common'
import { HttpError } from '../http/HttpResponse'
import { describeIssues } from '../validation/describeIssues'
import { objectMessage } from '../validation/requiredKeys'
import { ChainUnavailableError } from './ChainUnavailableError'
import type { ChainService } from './chainServices'
import { postToNode } from './postToNode'

/** The most requests one batch may hold (viem batches a page's reads; a public RPC caps batches too). */
export const maxRpcBatch = 20

/** JSON-RPC error codes the endpoint answers itself. */
export const RpcErrorCode = {
  /** A method the endpoint does not forward (EIP-1474 "method not found"). */
  notAllowed: -32601,
  /** A chain the service is not configured with (EIP-1474 "resource unavailable"). */
  unknownChain: -32002,
} as const

const idSchema = v.union(
  [v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.maxLength(128, 'id must be at most 128 characters'))],
  'id must be a number or a string',
)

const requestSchema = v.object(
  {
    jsonrpc: v.optional(v.literal('2.0', 'jsonrpc must be "2.0"')),
    id: idSchema,
    method: v.pipe(
      v.string('method must be a string'),
      v.minLength(1, 'method is required'),
      v.maxLength(128, 'method must be at most 128 characters'),
    ),
    params: v.optional(
      v.union(
        [v.array(v.unknown()), v.record(v.string(), v.unknown())],
        'params must be an array or an object',
      ),
    ),
  },
  objectMessage('a JSON-RPC request'),
)

/** One JSON-RPC request as the endpoint forwards it. */
export type RpcRequest = v.InferOutput<typeof requestSchema>

/** A JSON-RPC answer to one request. */
export type RpcAnswer =
  | { jsonrpc: '2.0'; id: number | string; result: unknown }
  | { jsonrpc: '2.0'; id: number | string; error: { code: number; message: string; data?: unknown } }

/** What the node answers to one request (the id is the endpoint's own: the request's place in what it sent). */
const nodeAnswerSchema = v.union([
  v.object({
    id: v.nullish(v.number()),
    error: v.object({ code: v.number(), message: v.string(), data: v.optional(v.unknown()) }),
  }),
  v.object({ id: v.number(), result: v.unknown() }),
])

/** Whether a node's answer carries a result or an error at all (a missing `result` is not `null`). */
const isAnswer = (item: unknown) =>
  typeof item === 'object' && item !== null && (Object.hasOwn(item, 'result') || Object.hasOwn(item, 'error'))

/**
 * The requests of a body: one JSON-RPC request, or a batch of 1 to `maxRpcBatch`. Anything else is a
 * 400 naming what is wrong.
 */
export function rpcRequestsOf(body: unknown): { requests: RpcRequest[]; batch: boolean } {
  const batch = Array.isArray(body)
  const items: unknown[] = batch ? body : [body]
  if (items.length === 0) throw new HttpError(400, 'the batch must hold at least one JSON-RPC request')
  if (items.length > maxRpcBatch)
    throw new HttpError(400, `the batch may hold at most ${maxRpcBatch} JSON-RPC requests`)
  const requests = items.map((item, index) => {
    const parsed = v.safeParse(requestSchema, item)
    if (!parsed.success) {
      const problem = describeIssues(parsed.issues)
      throw new HttpError(400, batch ? `request ${index}: ${problem}` : problem)
    }
    return parsed.output
  })
  return { requests, batch }
}

/** The same JSON-RPC error for every request (a chain the service does not serve). */
export function rpcErrors(requests: readonly RpcRequest[], code: number, message: string): RpcAnswer[] {
  return requests.map((request) => ({ jsonrpc: '2.0', id: request.id, error: { code, message } }))
}

/**
 * Answers the requests from the chain's node, as a public RPC does for any caller: the methods of
 * `publicRpcMethods` are forwarded (in one batch when there are several), any other is answered
 * -32601 'Requested RPC call is not allowed' without reaching the node. The node's results and errors
 * (with their `data`, such as a revert's) come back under the caller's ids, in the caller's order. A
 * node that cannot be reached or answers something that is not JSON-RPC is a 502.
 */
export async function answerRpc(chain: ChainService, requests: readonly RpcRequest[]): Promise<RpcAnswer[]> {
  const answers: (RpcAnswer | undefined)[] = requests.map((request) =>
    publicRpcMethods.includes(request.method)
      ? undefined
      : {
          jsonrpc: '2.0',
          id: request.id,
          error: { code: RpcErrorCode.notAllowed, message: ErrorMessage.rpcCallNotAllowed },
        },
  )
  const forwarded = requests.flatMap((request, index) => (answers[index] ? [] : [{ request, index }]))
  if (forwarded.length > 0) {
    // The node sees ids of the endpoint's own (places in this list), so a caller's repeated or odd ids
    // cannot mix two answers up.
    const sent = forwarded.map(({ request }, place) => ({
      jsonrpc: '2.0',
      id: place,
      method: request.method,
      params: request.params ?? [],
    }))
    const reply = await postToNode(chain, sent.length === 1 ? sent[0] : sent)
    const replies = Array.isArray(reply) ? reply : [reply]
    for (const item of replies) {
      const parsed = v.safeParse(nodeAnswerSchema, item)
      if (!isAnswer(item) || !parsed.success) throw notJsonRpc(chain)
      const node = parsed.output
      // An error without an id (a node refusing the whole batch) answers every forwarded request.
      const places = node.id === null || node.id === undefined ? sent.map((_, place) => place) : [node.id]
      for (const place of places) {
        const target = forwarded[place]
        if (!target) throw notJsonRpc(chain)
        const id = target.request.id
        answers[target.index] ??=
          'error' in node
            ? { jsonrpc: '2.0', id, error: node.error }
            : { jsonrpc: '2.0', id, result: node.result }
      }
    }
  }
  return answers.map((answer) => {
    if (!answer) throw new ChainUnavailableError(chain.chainId, 'it left a request of the batch unanswered')
    return answer
  })
}

function notJsonRpc(chain: ChainService): ChainUnavailableError {
  return new ChainUnavailableError(chain.chainId, 'it answered something that is not JSON-RPC')
}
