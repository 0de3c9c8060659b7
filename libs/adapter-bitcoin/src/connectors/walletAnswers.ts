import type { WalletAccount } from '@wallet-standard/base'
import * as v from 'valibot'
import { isBitcoinAddress } from '@gatehouse/common'
import { accountAddressOf } from './accountAddresses'
import type { BitcoinAccountAddress } from './BitcoinConnector'
import { unreadableAnswer } from './walletErrors'

/** How a wallet's answer looked, for the console: short, and never throwing on a strange value. */
function describe(answer: unknown): string {
  try {
    return (JSON.stringify(answer) ?? String(answer)).slice(0, 200)
  } catch {
    return Object.prototype.toString.call(answer)
  }
}

/**
 * The Bitcoin addresses of a wallet's address list (sats-connect's `getAddresses`, `wallet_connect`,
 * an `accountChange` event): each entry an address, or an object with one; Stacks addresses are left
 * out. An entry that is no address, or a Bitcoin entry whose address is not a Bitcoin address, makes
 * the whole answer unreadable: garbage from a wallet never connects.
 * @throws GatehouseError 'WalletAnswerUnreadable' naming the bad entry in its cause.
 */
export function readAnsweredAddresses(values: unknown): BitcoinAccountAddress[] {
  if (!Array.isArray(values)) throw unreadableAnswer(`addresses: ${describe(values)}`)
  const seen = new Set<string>()
  const out: BitcoinAccountAddress[] = []
  for (const value of values) {
    const entry = accountAddressOf(value)
    if (!entry) throw unreadableAnswer(`an address: ${describe(value)}`)
    if (entry.purpose === 'stx') continue
    if (!isBitcoinAddress(entry.address))
      throw unreadableAnswer(`a Bitcoin address: ${describe(entry.address)}`)
    if (seen.has(entry.address)) continue
    seen.add(entry.address)
    out.push(entry)
  }
  return out
}

/** A Wallet Standard chain name of Bitcoin: `bitcoin:mainnet`… or a CAIP-2 `bip122:` id. */
const isBitcoinChain = (chain: string) => chain.startsWith('bitcoin:') || chain.startsWith('bip122:')

/** A Wallet Standard account as a wallet must give it: a text address and chain names. */
const standardAccountAnswer = v.looseObject({
  address: v.string(),
  chains: v.optional(v.array(v.string()), []),
})

/**
 * The Bitcoin accounts of a Wallet Standard account list. An account of other chains only (a
 * multi-chain wallet lists those too) is left out; anything else whose address is not a Bitcoin
 * address (a null, a bare string, junk) makes the whole answer unreadable.
 * @throws GatehouseError 'WalletAnswerUnreadable' naming the bad entry in its cause.
 */
export function readStandardAccounts(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) throw unreadableAnswer(`accounts: ${describe(accounts)}`)
  return accounts.filter((account: unknown): account is WalletAccount => {
    const shape = v.safeParse(standardAccountAnswer, account)
    if (!shape.success) throw unreadableAnswer(`an account: ${describe(account)}`)
    const { address, chains } = shape.output
    if (chains.length > 0 && !chains.some(isBitcoinChain)) return false
    if (!isBitcoinAddress(address)) throw unreadableAnswer(`a Bitcoin account: ${describe(address)}`)
    return true
  })
}
