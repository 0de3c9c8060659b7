import { ErrorMessage, GatehouseError, isEvmAddress, isGatehouseError, rpcErrorCode } from '@gatehouse/common'

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
  if (!Array.isArray(accounts) || accounts.length === 0) return undefined
  if (!accounts.every((account) => typeof account === 'string' && isEvmAddress(account))) return undefined
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  return { accounts: accounts as `0x${string}`[], chainId }
}
