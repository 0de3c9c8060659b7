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
import { evmChecksumHolds } from './evmRules'

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

/** Messages of the Send view that the error catalogue does not name. */
export const sendFieldMessages = {
  invalidAmount: 'Enter an amount greater than 0 with at most the token’s decimals',
  invalidReceiver: 'Enter a valid address for this network',
  receiverChecksum:
    'This address has a typo: its capital and small letters do not match its checksum. Copy it again.',
  amountAboveBalance: 'The amount is more than your balance',
  /** A token send (or any send on Solana) whose fee the native balance cannot pay; names the coin. */
  feeAboveBalance: 'Not enough {symbol} to pay the network fee',
  /** SOL to an address without an account: the network opens none below its rent-exempt minimum. */
  belowAccountMinimum: 'This address has no account yet: send at least {amount} {symbol} to open one',
  /** SOL that would leave the sender less than an account's rent-exempt minimum, yet not nothing. */
  keepAccountMinimum:
    'Leave at least {amount} {symbol} for your account’s rent, or send everything but the network fee',
  /** The node's estimate says the transfer would be reverted (a paused or restricted token). */
  wouldRevert: 'The network would revert this transfer, so your wallet was not asked',
} as const

/** The field of the Send form a reason is about. */
export type SendField = 'token' | 'amount' | 'receiver'

/** Why a send cannot go as entered: the English reason, its field, and the values it names. */
export interface SendProblem {
  error: string
  /** Absent when the reason is about the send as a whole (a wallet's or a network's refusal). */
  field?: SendField | undefined
  values?: { symbol?: string; amount?: string } | undefined
}

/** The receiver as the wallet gets it: an EVM address gains the `0x` it may lack. */
function normalizeReceiver(receiver: string, namespace: ChainNamespace): string {
  if (namespace === 'eip155' && !receiver.startsWith('0x')) return `0x${receiver}`
  if (namespace === 'bip122') return normalizeBitcoinAddress(receiver)
  return receiver
}

/**
 * Checks a send before the wallet sees it: an amount and a receiver are required, and on EVM a token
 * too; then the amount must be a positive number of the token and the receiver an address of the
 * namespace (base58 of 32 to 44 characters on Solana; on Bitcoin one of the active network, `bc1…` on
 * mainnet, its bech32 checksum holding; on EVM 40 hex characters whose EIP-55 checksum holds when
 * written in mixed case). The amount is at most the token's balance (on Bitcoin less than it, as the
 * fee comes from the same coins), in at most 8 decimals and at least the dust limit on Bitcoin.
 * Returns the reason and its field, or the checked send. The fee is checked afterwards (`checkFunds`),
 * as it needs the network.
 */
export function validateSend(input: SendInput, network: SendNetwork): SendProblem | ValidSend {
  const { namespace } = network
  if (!input.amount.trim()) return { error: ErrorMessage.sendNeedsAmountAndReceiver, field: 'amount' }
  if (!input.receiver.trim()) return { error: ErrorMessage.sendNeedsAmountAndReceiver, field: 'receiver' }
  if (namespace === 'eip155' && !input.token) return { error: ErrorMessage.sendNeedsToken, field: 'token' }
  const bitcoin = namespace === 'bip122'
  if (bitcoin && input.token?.address) return { error: bitcoinSendMessages.onlyBtc, field: 'token' }
  // BTC is counted in satoshis whatever a balance says its decimals are (8).
  const decimals = !bitcoin && input.token ? Number(input.token.quantity.decimals) : network.nativeDecimals
  if (bitcoin && hasTooManyDecimals(input.amount, decimals))
    return { error: bitcoinSendMessages.tooManyDecimals, field: 'amount' }
  const value = parseUnits(input.amount, decimals)
  if (value === undefined || value <= 0n) return { error: sendFieldMessages.invalidAmount, field: 'amount' }
  const receiver = input.receiver.trim()
  const validReceiver = bitcoin
    ? isBitcoinAddress(receiver, network.caipNetworkId) && bech32ChecksumHolds(receiver)
    : isAddress(receiver, namespace)
  if (!validReceiver) return { error: sendFieldMessages.invalidReceiver, field: 'receiver' }
  if (namespace === 'eip155' && !evmChecksumHolds(receiver))
    return { error: sendFieldMessages.receiverChecksum, field: 'receiver' }
  // The amount is checked against the balance before the wallet is asked: a transfer of more than
  // the account holds would only fail after the wallet's prompt (on EVM, as a revert).
  const heldText = input.token?.quantity.numeric ?? (bitcoin ? network.nativeBalance : undefined)
  const held = heldText === undefined ? undefined : parseUnits(heldText, decimals)
  if (bitcoin) {
    if (value < bitcoinDustLimit(receiver)) return { error: bitcoinSendMessages.belowDust, field: 'amount' }
    // The network fee is paid from the same coins, so the whole balance can never be the amount.
    if (held !== undefined && value >= held)
      return { error: bitcoinSendMessages.insufficientFunds, field: 'amount' }
  } else if (held !== undefined && value > held) {
    // The native coin pays the fee too: the catalogue's node message; a token's own balance is short.
    const native = !input.token?.address
    const error = native
      ? NodeTransactionError.insufficientFunds.message
      : sendFieldMessages.amountAboveBalance
    return { error, field: 'amount' }
  }
  return { token: input.token, value, receiver: normalizeReceiver(receiver, namespace) }
}
