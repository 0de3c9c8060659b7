import { nestedErrorMessages } from '@gatehouse/common'

/** The Send view's reasons on a Bitcoin account (the error catalogue names none of them). */
export const bitcoinSendMessages = {
  onlyBtc: 'Only BTC can be sent from a Bitcoin account',
  tooManyDecimals: 'BTC has at most 8 decimals (0.00000001 BTC is 1 satoshi)',
  belowDust: 'The amount is below Bitcoin’s dust limit for this address',
  insufficientFunds: 'Not enough BTC for the amount and the network fee',
  inputsSpent:
    'The coins of this payment were already spent. Wait for your last payment to confirm, then try again.',
  feeTooLow: 'The fee is too low for the network to relay this payment.',
  refused: 'The Bitcoin network refused this payment.',
  dropped: 'The payment was dropped before it reached a block.',
} as const

/** True when a typed amount has more fraction digits than `decimals` (it would lose satoshis). */
export function hasTooManyDecimals(amount: string, decimals: number): boolean {
  const fraction = /^\d*\.(\d*)$/.exec(amount.trim())?.[1]
  return fraction !== undefined && fraction.length > decimals
}

/**
 * The smallest payment, in satoshis, the network relays to an address: Bitcoin Core's and bcoin's
 * dust threshold at the 3 sat/vB dust relay fee, by the output type the address pays to (P2WPKH 294,
 * P2WSH and P2TR 330, P2SH 540, P2PKH 546). A payment below it is refused by every node.
 */
export function bitcoinDustLimit(address: string): bigint {
  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (/^(bc|tb|bcrt)1/.test(lower) && separator > 0) {
    // The data part: a witness version character, the program, a 6-character checksum.
    const data = lower.slice(separator + 1)
    if (data.startsWith('q')) return data.length === 39 ? 294n : 330n
    return 330n
  }
  if (/^[32]/.test(address)) return 540n
  return 546n
}

/**
 * The receiver as the wallet gets it: a bech32 address typed in capitals (the QR-code form BIP-173
 * allows) in small letters; base58 addresses are case-sensitive and stay as they are.
 */
export function normalizeBitcoinAddress(address: string): string {
  return /^(BC|TB|BCRT)1/.test(address) && address === address.toUpperCase() ? address.toLowerCase() : address
}

const bech32Charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: readonly number[]): number {
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) check ^= generator[bit] as number
  }
  return check >>> 0
}

/**
 * True unless the address is bech32 with a wrong checksum (BIP-173 for witness version 0, BIP-350's
 * bech32m for later versions): a typo in a `bc1…` address is caught before the wallet is asked.
 * Base58 addresses are not checked here (their checksum needs SHA-256); the adapter decodes them.
 */
export function bech32ChecksumHolds(address: string): boolean {
  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf('1')
  const hrp = lower.slice(0, separator)
  if (separator < 1 || !/^(bc|tb|bcrt)$/.test(hrp)) return true
  const data = [...lower.slice(separator + 1)].map((char) => bech32Charset.indexOf(char))
  if (data.length < 7 || data.includes(-1)) return false
  const expanded = [...hrp].map((char) => char.charCodeAt(0) >> 5)
  expanded.push(0, ...[...hrp].map((char) => char.charCodeAt(0) & 31))
  const expected = data[0] === 0 ? 1 : 0x2bc830a3
  return polymod([...expanded, ...data]) === expected
}

// The reasons nodes give when they refuse a transaction (Bitcoin Core's and bcoin's words), in the
// message of the error the adapter throws or of one it wraps.
const refusals: readonly [RegExp, string][] = [
  [
    /bad-txns-inputs-(missingorspent|spent)|txn-mempool-conflict|missing-inputs|bad-txns-spends-conflicting/i,
    bitcoinSendMessages.inputsSpent,
  ],
  [
    /min relay fee not met|mempool min fee not met|insufficient fee|insufficient priority/i,
    bitcoinSendMessages.feeTooLow,
  ],
  [/\bdust\b/i, bitcoinSendMessages.belowDust],
  [/sendrawtransaction|script-verify-flag|no-witness-yet|non-final|bad-txns-/i, bitcoinSendMessages.refused],
]

/** The visitor's words for a node's refusal of a Bitcoin payment, or undefined when the error is none. */
export function bitcoinRefusalMessage(error: unknown): string | undefined {
  const text = nestedErrorMessages(error)
  return refusals.find(([pattern]) => pattern.test(text))?.[1]
}
