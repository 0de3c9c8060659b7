import { asWalletError, BitcoinWalletError, unreadableAnswer, userRejected } from '../connectors/walletErrors'

/** A wallet's provider as sats-connect (WBIP004) finds it on `window`. */
export interface SatsConnectProvider {
  request(method: string, params: unknown): Promise<unknown>
  /** Optional: `accountChange`, `networkChange`, `disconnect`; returns the unsubscribe. */
  addListener?(event: string, listener: (data: unknown) => void): unknown
}

/**
 * Codes that mean the visitor declined: sats-connect's USER_REJECTION (-32000) and Leather's
 * (4001, as EIP-1193).
 */
export const satsConnectRejectionCodes: readonly number[] = [-32000, 4001]

/**
 * Codes that mean the wallet does not have the method: JSON-RPC's -32601, sats-connect's
 * METHOD_NOT_SUPPORTED (-32001), Leather's 4002 and EIP-1193's 4200.
 */
const methodMissingCodes: readonly number[] = [-32601, -32001, 4002, 4200]

/** True when the wallet answered that it does not have the method. */
export function isMethodMissing(error: unknown): boolean {
  return error instanceof BitcoinWalletError && methodMissingCodes.includes(error.walletCode ?? 0)
}

interface RpcErrorObject {
  code?: unknown
  message?: unknown
}

function errorOf(value: unknown): RpcErrorObject | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const error = (value as { error?: unknown }).error
  return typeof error === 'object' && error !== null ? (error as RpcErrorObject) : undefined
}

function walletError(error: RpcErrorObject): Error {
  const code = typeof error.code === 'number' ? error.code : undefined
  if (code !== undefined && satsConnectRejectionCodes.includes(code)) return userRejected(error)
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : 'Wallet error'
  return new BitcoinWalletError(message, code)
}

/**
 * Sends a sats-connect request and reads its JSON-RPC envelope. Some wallets resolve with
 * `{ error }`, others reject with it (AppKit handles both the same way); either way a decline
 * becomes a 4001 error, anything else a `BitcoinWalletError` with the wallet's code.
 */
export async function satsConnectRequest(
  provider: SatsConnectProvider,
  method: string,
  params: unknown,
): Promise<unknown> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (thrown) {
    const error = errorOf(thrown)
    if (error) throw walletError(error)
    throw asWalletError(thrown, satsConnectRejectionCodes)
  }
  const error = errorOf(answer)
  if (error) throw walletError(error)
  if (typeof answer === 'object' && answer !== null && 'result' in answer)
    return (answer as { result: unknown }).result
  throw unreadableAnswer(`${method}: no result in the answer`)
}
