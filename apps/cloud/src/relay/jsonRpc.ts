import * as v from 'valibot'
import { RpcErrorCode } from '@gatehouse/common'

/** JSON-RPC ids are echoed exactly as received: WalletConnect sends big integers as strings. */
export type JsonRpcId = string | number | null

const idSchema = v.union([v.string(), v.number()])

const requestSchema = v.object({
  id: idSchema,
  jsonrpc: v.optional(v.literal('2.0')),
  method: v.pipe(v.string(), v.minLength(1)),
  params: v.optional(v.unknown()),
})

const responseSchema = v.object({
  id: idSchema,
  jsonrpc: v.optional(v.literal('2.0')),
  result: v.optional(v.unknown()),
  error: v.optional(v.unknown()),
})

/** A frame a client sent, sorted into what the relay does with it. */
export type IncomingFrame =
  | { kind: 'request'; id: string | number; method: string; params: unknown }
  | { kind: 'response'; id: string | number }
  | { kind: 'invalid'; id: JsonRpcId; code: number; message: string }

/** Reads one WebSocket text frame; never throws. */
export function parseFrame(text: string): IncomingFrame {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, code: RpcErrorCode.PARSE_ERROR, message: 'Parse error: not JSON' }
  }
  const request = v.safeParse(requestSchema, data)
  if (request.success) {
    const { id, method, params } = request.output
    return { kind: 'request', id, method, params }
  }
  const response = v.safeParse(responseSchema, data)
  if (response.success && ('result' in response.output || 'error' in response.output)) {
    return { kind: 'response', id: response.output.id }
  }
  const id = v.is(v.object({ id: idSchema }), data) ? data.id : null
  return {
    kind: 'invalid',
    id,
    code: RpcErrorCode.INVALID_REQUEST,
    message: 'Invalid request: expected a JSON-RPC 2.0 object with an id and a method',
  }
}

/** A JSON-RPC success reply. */
export function resultFrame(id: JsonRpcId, result: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', result })
}

/** A JSON-RPC error reply. */
export function errorFrame(id: JsonRpcId, code: number, message: string): string {
  return JSON.stringify({ id, jsonrpc: '2.0', error: { code, message } })
}

/** A request from the relay to a client (message delivery). */
export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}
