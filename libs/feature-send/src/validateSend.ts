import {
  ErrorMessage,
  isAddress,
  isBitcoinAddress,
  NodeTransactionError,
  parseUnits,
  type ChainNamespace,
} from '@gatehouse/common'
import type { Balance } from '@gatehouse/controllers'
import {
  bech32ChecksumHolds,
  bitcoinDustLimit,
  bitcoinSendMessages,
  hasTooManyDecimals,
  normalizeBitcoinAddress,
} from './bitcoinRules'

/** What the visitor entered on the Send view. */
export interface SendInput {
  token: Balance | undefined
  amount: string
  receiver: string
}

/** The network a send goes out on, as the checks need it. */
export interface SendNetwork {
  namespace: ChainNamespace
  nativeDecimals: number
  /** The CAIP-2 id: on Bitcoin the receiver must be an address of this very network. */
  caipNetworkId?: string | undefined
  /** The account's native balance in whole units (the adapter's), for a native send without a token. */
  nativeBalance?: string | undefined
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

/** The receiver as the wallet gets it: an EVM address gains the `0x` it may lack. */
function normalizeReceiver(receiver: string, namespace: ChainNamespace): string {
  if (namespace === 'eip155' && !receiver.startsWith('0x')) return `0x${receiver}`
  if (namespace === 'bip122') return normalizeBitcoinAddress(receiver)
  return receiver
}

/**
 * Checks a send before the wallet sees it (SPEC §5): an amount and a receiver are required, and on
 * EVM a token too; then the amount must be a positive number of the token and the receiver an
 * address of the namespace (SPEC §5: base58 of 32 to 44 characters on Solana; on Bitcoin one of the
 * active network, `bc1…` on mainnet). On Solana the amount is at most the balance; on Bitcoin only
 * BTC goes, in at most 8 decimals, at least the dust limit and less than the balance (the fee comes
 * on top). Returns the message to show, or the checked send.
 */
export function validateSend(input: SendInput, network: SendNetwork): { error: string } | ValidSend {
  const { namespace } = network
  if (!input.amount.trim() || !input.receiver.trim())
    return { error: ErrorMessage.sendNeedsAmountAndReceiver }
  if (namespace === 'eip155' && !input.token) return { error: ErrorMessage.sendNeedsToken }
  const bitcoin = namespace === 'bip122'
  if (bitcoin && input.token?.address) return { error: bitcoinSendMessages.onlyBtc }
  // BTC is counted in satoshis whatever a balance says its decimals are (SPEC §3: 8).
  const decimals = !bitcoin && input.token ? Number(input.token.quantity.decimals) : network.nativeDecimals
  if (bitcoin && hasTooManyDecimals(input.amount, decimals))
    return { error: bitcoinSendMessages.tooManyDecimals }
  const value = parseUnits(input.amount, decimals)
  if (value === undefined || value <= 0n) return { error: sendFieldMessages.invalidAmount }
  const receiver = input.receiver.trim()
  const validReceiver = bitcoin
    ? isBitcoinAddress(receiver, network.caipNetworkId) && bech32ChecksumHolds(receiver)
    : isAddress(receiver, namespace)
  if (!validReceiver) return { error: sendFieldMessages.invalidReceiver }
  // On Solana and Bitcoin the amount is checked against the balance before the wallet is asked (a
  // transfer of more than the account holds would only fail after the wallet's prompt).
  const heldText = input.token?.quantity.numeric ?? (bitcoin ? network.nativeBalance : undefined)
  const held = heldText === undefined ? undefined : parseUnits(heldText, decimals)
  if (namespace === 'solana' && held !== undefined && value > held) {
    return { error: NodeTransactionError.insufficientFunds.message }
  }
  if (bitcoin) {
    if (value < bitcoinDustLimit(receiver)) return { error: bitcoinSendMessages.belowDust }
    // The network fee is paid from the same coins, so the whole balance can never be the amount.
    if (held !== undefined && value >= held) return { error: bitcoinSendMessages.insufficientFunds }
  }
  return { token: input.token, value, receiver: normalizeReceiver(receiver, namespace) }
}
