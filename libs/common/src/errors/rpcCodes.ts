/** JSON-RPC, EIP-1193, EIP-5792 and wallet error codes (docs/reference/messages.md#rpc-codes). */
export const RpcErrorCode = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  VERSION_UNSUPPORTED: -32006,
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  PROVIDER_DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  SWITCH_CHAIN_ERROR: 4902,
  UNSUPPORTED_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN: 5710,
  DUPLICATE_ID: 5720,
  UNKNOWN_BUNDLE_ID: 5730,
  BUNDLE_TOO_LARGE: 5740,
  ATOMIC_UPGRADE_REJECTED: 5750,
  ATOMICITY_NOT_SUPPORTED: 5760,
} as const

/** Codes after which a wallet should be asked to add the chain (docs/reference/messages.md#add-chain-codes). */
export const addChainOnSwitchErrorCodes: readonly number[] = [4902, -32603, 5000]

/** RPC codes and HTTP statuses that a transport retries (docs/reference/messages.md#retries). */
export const retryableRpcCodes: readonly number[] = [
  -1,
  RpcErrorCode.LIMIT_EXCEEDED,
  RpcErrorCode.INTERNAL_ERROR,
]
export const retryableHttpStatuses: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]

/** The error code of an EIP-1193 error, also when a wallet nests the original one. */
export function rpcErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; data?: { originalError?: unknown }; cause?: unknown }
    if (typeof candidate.code === 'number') return candidate.code
    current = candidate.data?.originalError ?? candidate.cause
  }
  return undefined
}

/** True when the visitor declined in the wallet (EIP-1193 4001). */
export function isUserRejection(error: unknown): boolean {
  return rpcErrorCode(error) === RpcErrorCode.USER_REJECTED
}
