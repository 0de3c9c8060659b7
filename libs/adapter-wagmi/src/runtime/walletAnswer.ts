import * as v from 'valibot'
import { ErrorMessage, GatehouseError, isEvmAddress, isGatehouseError, rpcErrorCode } from '@gatehouse/common'

/** An account list as a wallet must answer it (`eth_accounts`, `accountsChanged`): EVM addresses only. */
export const evmAccountsAnswer = v.array(
  v.pipe(
    v.string(),
    v.check(isEvmAddress, 'an account is not an EVM address'),
    v.transform((address) => address as `0x${string}`),
  ),
)

/**
 * A chain id as a wallet must give it (`eth_chainId`, `chainChanged`, the `connect` event): hex or
 * decimal text, or a number, that is a positive whole number. wagmi reads junk as NaN without a word.
 */
export const evmChainIdAnswer = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^(0x[0-9a-f]+|\d+)$/i, 'not a chain id')), v.number()]),
  v.transform(Number),
  v.check((id) => Number.isSafeInteger(id) && id > 0, 'not a positive whole chain id'),
)

/** How a wallet's answer looked, for the console: short, and never throwing on a strange value. */
export function describeAnswer(answer: unknown): string {
  try {
    const text = JSON.stringify(answer)
    return text === undefined ? String(answer) : text.slice(0, 200)
  } catch {
    return Object.prototype.toString.call(answer)
  }
}

/** The catalogue's error for a wallet answer that cannot be read; what was wrong stays in `cause`. */
export function unreadableAnswer(cause: unknown): GatehouseError {
  return new GatehouseError('WalletAnswerUnreadable', ErrorMessage.walletAnswerUnreadable, { cause })
}

/**
 * A failure of wagmi's connect as the kit should see it. A wallet's own error (it has an EIP-1193
 * code) and Gatehouse's pass through; what wagmi and viem throw while reading a malformed answer (a
 * TypeError such as `requestedAccounts.map is not a function`, viem's InvalidAddressError for an
 * account that is not an address) becomes 'WalletAnswerUnreadable'.
 */
export function asConnectError(error: unknown): unknown {
  if (isGatehouseError(error) || rpcErrorCode(error) !== undefined) return error
  const name = (error as { name?: unknown } | undefined)?.name
  if (error instanceof TypeError || name === 'InvalidAddressError') return unreadableAnswer(error)
  return error
}

/** A connection wagmi reports, once its accounts and chain id are checked. */
export interface ReadableConnection {
  accounts: readonly `0x${string}`[]
  chainId: number
}

/**
 * The accounts and chain id of a connection when they are what they claim: at least one EVM address,
 * and a positive whole chain id (wagmi turns a junk `eth_chainId` answer into NaN without a word).
 */
export function readConnection(accounts: unknown, chainId: unknown): ReadableConnection | undefined {
  const readAccounts = v.safeParse(v.pipe(evmAccountsAnswer, v.minLength(1)), accounts)
  // A number only: the connect result's chain id is wagmi's own reading of the wallet's answer.
  const readChainId = v.safeParse(evmChainIdAnswer, typeof chainId === 'number' ? chainId : undefined)
  if (!readAccounts.success || !readChainId.success) return undefined
  return { accounts: readAccounts.output, chainId: readChainId.output }
}
