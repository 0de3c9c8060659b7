import { formatBalance, formatMonthGroup, type MonthGroupLabels } from '@gatehouse/common'
import type { Snapshot } from 'valtio/vanilla'
import type { Transaction, TransactionTransfer } from '@gatehouse/controllers'
import { catalogue } from './i18n/compiled/catalogue'
import type { Messages as ActivityMessages } from './i18n/compiled/types'

/** How the list writes its rows: its messages in the visitor's language and the Intl tag of numbers. */
export interface ActivityWording {
  messages: ActivityMessages
  locale?: string | undefined
}

const english: ActivityWording = { messages: catalogue.source }

/** A transaction as the list reads it (the controller's snapshot). */
type ListedTransaction = Snapshot<Transaction>

/** A year-and-month group of the activity list. */
export interface TransactionGroup<T extends ListedTransaction = ListedTransaction> {
  /** `2026-10` (months from 01). */
  key: string
  /** "This month", "October", "October 2025". */
  title: string
  transactions: T[]
}

/**
 * What the list keeps of a page (docs/reference/validation.md#activity-filter): only transactions on the active chain, and none whose every
 * transfer is a spam NFT.
 */
export function keepTransactions(transactions: readonly Transaction[], activeChain: string): Transaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === activeChain &&
      !(
        transaction.transfers.length > 0 &&
        transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
      ),
  )
}

/**
 * Groups transactions by the year and month they were mined, newest first (docs/reference/states.md#transactions-list); with `labels`
 * the headings are in that language.
 */
export function groupTransactions<T extends ListedTransaction>(
  transactions: readonly T[],
  now: Date = new Date(),
  labels?: MonthGroupLabels,
): TransactionGroup<T>[] {
  const sorted = [...transactions].sort(
    (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
  )
  const groups: TransactionGroup<T>[] = []
  for (const transaction of sorted) {
    const mined = new Date(transaction.metadata.minedAt)
    const key = `${mined.getFullYear()}-${String(mined.getMonth() + 1).padStart(2, '0')}`
    let group = groups[groups.length - 1]
    if (group?.key !== key) {
      const title = formatMonthGroup(mined.getFullYear(), mined.getMonth(), now, labels)
      group = { key, title, transactions: [] }
      groups.push(group)
    }
    group.transactions.push(transaction)
  }
  return groups
}

/** The row's title: what the account did ("Sent", "Minted"), a generic word for other operations. */
export function transactionTitle(transaction: ListedTransaction, wording: ActivityWording = english): string {
  return wording.messages.transactionTitle({ type: transaction.metadata.operationType })
}

function describeTransfer(transfer: Snapshot<TransactionTransfer>, wording: ActivityWording): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? wording.messages.nft()
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${sign}${formatBalance(transfer.quantity.numeric, undefined, wording.locale)} ${symbol}`.trim()
}

/** The row's description: what moved ("-1.500 ETH", "+250.000 GUSD · Gatehouse Pass #3"). */
export function transactionDescription(
  transaction: ListedTransaction,
  wording: ActivityWording = english,
): string {
  if (transaction.transfers.length === 0) {
    const to = transaction.metadata.sentTo
    return wording.messages.transactionTo({ address: `${to.slice(0, 6)}…${to.slice(-4)}` })
  }
  return transaction.transfers
    .slice(0, 2)
    .map((transfer) => describeTransfer(transfer, wording))
    .join(' · ')
}

/** The row's image: the first transfer's token icon or NFT preview, with a name for its monogram. */
export function transactionImage(
  transaction: ListedTransaction,
  wording: ActivityWording = english,
): { name: string; url?: string | undefined } {
  const transfer = transaction.transfers[0]
  if (transfer?.nft_info)
    return {
      name: transfer.nft_info.name ?? wording.messages.nft(),
      url: transfer.nft_info.content?.preview?.url,
    }
  if (transfer?.fungible_info)
    return { name: transfer.fungible_info.symbol ?? '?', url: transfer.fungible_info.icon?.url }
  return { name: transactionTitle(transaction, wording) }
}
