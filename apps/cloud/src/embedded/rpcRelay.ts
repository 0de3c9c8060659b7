import { ErrorMessage, frameRelayedMethods } from '@gatehouse/common'
import type { ChainService } from '../chains/chainServices'
import { HttpError } from '../http/HttpResponse'
import { postToNode } from '../chains/postToNode'

interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: number | string
  method: string
  params?: unknown
}

function requestOf(body: unknown): JsonRpcRequest {
  const candidate = body as Partial<JsonRpcRequest> | null
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    Array.isArray(candidate) ||
    typeof candidate.method !== 'string' ||
    (typeof candidate.id !== 'number' && typeof candidate.id !== 'string')
  )
    throw new HttpError(400, 'The body must be one JSON-RPC request with an id and a method')
  return { jsonrpc: '2.0', id: candidate.id, method: candidate.method, params: candidate.params ?? [] }
}

/**
 * Relays one JSON-RPC request of the frame to the chain's node: only what a visitor's own wallet would
 * ask its node (reads of the chain, and eth_sendRawTransaction, which carries a transaction the frame
 * signed after the visitor approved it). The node's own accounts, its filters (shared by every caller),
 * the wallet's own methods and any admin, debug or test method are answered -32601 without reaching it.
 */
export async function relayRpc(chain: ChainService, body: unknown): Promise<unknown> {
  const request = requestOf(body)
  if (!frameRelayedMethods.includes(request.method))
    return {
      jsonrpc: '2.0',
      id: request.id,
      error: { code: -32601, message: ErrorMessage.rpcCallNotAllowed },
    }
  return postToNode(chain, request)
}
