import type UniversalProvider from '@walletconnect/universal-provider'
import * as v from 'valibot'
import { getAddress, type Address } from 'viem'
import { describeAnswer, evmAccountsAnswer, unreadableAnswer } from '../runtime/walletAnswer'

/** A CAIP-10 account of the session's eip155 namespace: `eip155:<chain id>:<address>`. */
const sessionAccountAnswer = v.pipe(
  v.string(),
  v.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/, 'not an eip155 account'),
)

/**
 * The eip155 accounts of a WalletConnect session, as checksummed addresses, each once. What the
 * wallet put there is its answer: an entry that is not an eip155 account (`not-an-address`, a null)
 * makes the session unreadable rather than a TypeError or viem's InvalidAddressError.
 * @throws GatehouseError 'WalletAnswerUnreadable' naming the bad list in its cause.
 */
export function sessionAccounts(provider: Pick<UniversalProvider, 'session'>): Address[] {
  const accounts: unknown = provider.session?.namespaces['eip155']?.accounts ?? []
  const read = v.safeParse(v.array(sessionAccountAnswer), accounts)
  if (!read.success) throw unreadableAnswer(new Error(`session accounts ${describeAnswer(accounts)}`))
  return [...new Set(read.output.map((account) => getAddress(account.split(':')[2] as string)))]
}

/** The accounts of an `accountsChanged` the wallet sent, or undefined (with a warning) for junk. */
export function changedAccounts(accounts: unknown): Address[] | undefined {
  const read = v.safeParse(evmAccountsAnswer, accounts)
  if (read.success) return read.output.map((account) => getAddress(account))
  console.warn(
    `[gatehouse] ignored a WalletConnect accountsChanged it cannot read: ${describeAnswer(accounts)}`,
  )
  return undefined
}
