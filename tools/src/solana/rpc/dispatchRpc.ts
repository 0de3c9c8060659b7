import { accountMethods } from './accountMethods'
import { clusterMethods } from './clusterMethods'
import { RpcError, rpcErrorCodes } from './rpcProtocol'
import type { RpcMethods, SolanaRpcContext } from './SolanaRpcContext'
import { tokenMethods } from './tokenMethods'
import { transactionMethods } from './transactionMethods'

type JsonRpcId = string | number | null
type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

/** Every method the shim speaks, by name. */
export function solanaRpcMethods(context: SolanaRpcContext): RpcMethods {
  return {
    ...clusterMethods(context),
    ...accountMethods(context),
    ...transactionMethods(context),
    ...tokenMethods(context),
  }
}

function errorResponse(id: JsonRpcId, error: RpcError): JsonRpcResponse {
  const body = { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) }
  return { jsonrpc: '2.0', id, error: body }
}

/** Answers one JSON-RPC request object. */
async function answer(methods: RpcMethods, request: unknown): Promise<JsonRpcResponse> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new RpcError(rpcErrorCodes.invalidRequest, 'Invalid request'))
  }
  const { id, method, params } = request as Record<string, unknown>
  const requestId: JsonRpcId = typeof id === 'string' || typeof id === 'number' ? id : null
  if (typeof method !== 'string') {
    return errorResponse(requestId, new RpcError(rpcErrorCodes.invalidRequest, 'Invalid request'))
  }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) return errorResponse(requestId, new RpcError(rpcErrorCodes.methodNotFound, 'Method not found'))
  if (params !== undefined && params !== null && !Array.isArray(params)) {
    return errorResponse(requestId, new RpcError(rpcErrorCodes.invalidParams, 'Invalid params: parameters must be an array'))
  }
  try {
    return { jsonrpc: '2.0', id: requestId, result: await handler(params ?? []) }
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(requestId, error)
    return errorResponse(requestId, new RpcError(rpcErrorCodes.internal, `Internal error: ${(error as Error).message}`))
  }
}

/** Answers a request body: one request, or a batch (an array) answered in order. */
export async function dispatchRpc(methods: RpcMethods, body: unknown): Promise<JsonRpcResponse | JsonRpcResponse[]> {
  if (Array.isArray(body)) {
    if (body.length === 0) return errorResponse(null, new RpcError(rpcErrorCodes.invalidRequest, 'Invalid request'))
    const answers: JsonRpcResponse[] = []
    for (const request of body) answers.push(await answer(methods, request))
    return answers
  }
  return answer(methods, body)
}
