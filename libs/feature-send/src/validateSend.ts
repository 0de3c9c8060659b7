import {
  ErrorMessage,
  isAddress,
  NodeTransactionError,
  parseUnits,
  type ChainNamespace,
} from '@gatehouse/common'
import type { Balance } from '@gatehouse/controllers'

/** What the visitor entered on the Send view. */
export interface SendInput {
  token: Balance | undefined
  amount: string
  receiver: string
}

/** The checked send: the token (absent: the native currency), the amount in its smallest unit, the receiver. */
export interface ValidSend {
  token: Balance | undefined
  value: bigint
  receiver: string
}

/** Messages of the Send view that SPEC §5 does not name. */
export const sendFieldMessages = {
  invalidAmount: 'Enter an amount greater than 0 with at most the token’s decimals',
  invalidReceiver: 'Enter a valid address for this network',
} as const

/**
 * Checks a send before the wallet sees it (SPEC §5): an amount and a receiver are required, and on
 * EVM a token too; then the amount must be a positive number of the token and the receiver an
 * address of the namespace (SPEC §5: base58 of 32 to 44 characters on Solana), and on Solana at most
 * the balance of the token. Returns the message to show, or the checked send.
 */
export function validateSend(
  input: SendInput,
  network: { namespace: ChainNamespace; nativeDecimals: number },
): { error: string } | ValidSend {
  if (!input.amount.trim() || !input.receiver.trim())
    return { error: ErrorMessage.sendNeedsAmountAndReceiver }
  if (network.namespace === 'eip155' && !input.token) return { error: ErrorMessage.sendNeedsToken }
  const decimals = input.token ? Number(input.token.quantity.decimals) : network.nativeDecimals
  const value = parseUnits(input.amount, decimals)
  if (value === undefined || value <= 0n) return { error: sendFieldMessages.invalidAmount }
  const receiver = input.receiver.trim()
  if (!isAddress(receiver, network.namespace)) return { error: sendFieldMessages.invalidReceiver }
  // On Solana the amount is checked against the balance before the wallet is asked (a transfer of
  // more than the account holds would only fail in simulation, after the wallet's prompt).
  const held = input.token && parseUnits(input.token.quantity.numeric, decimals)
  if (network.namespace === 'solana' && held !== undefined && value > held) {
    return { error: NodeTransactionError.insufficientFunds.message }
  }
  const normalized = network.namespace === 'eip155' && !receiver.startsWith('0x') ? `0x${receiver}` : receiver
  return { token: input.token, value, receiver: normalized }
}
