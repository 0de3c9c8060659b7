/** JSON-RPC error codes the Solana RPC answers with. */
export const rpcErrorCodes = {
  methodNotFound: -32601,
  invalidParams: -32602,
  invalidRequest: -32600,
  parseError: -32700,
  internal: -32603,
  /** A transaction's preflight simulation failed (the Solana RPC's own code). */
  sendTransactionPreflightFailure: -32002,
} as const

/** An error a method answers with: the JSON-RPC `error` object. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** An `Invalid params` error naming what is wrong. */
export function invalidParams(detail: string): RpcError {
  return new RpcError(rpcErrorCodes.invalidParams, `Invalid params: ${detail}`)
}

const bigintMark = '\u0000bigint:'

/**
 * JSON text of a response, with bigints written as plain numbers (the Solana RPC sends u64 values,
 * such as lamports and `rentEpoch`, as numbers beyond 2^53; @solana/kit parses them as bigints).
 */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${bigintMark}${item.toString()}` : item,
  )
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
