import { formatBalance, formatMonthGroup } from '@gatehouse/common'
import type { Snapshot } from 'valtio/vanilla'
import type { Transaction, TransactionTransfer } from '@gatehouse/controllers'

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
 * What the list keeps of a page (SPEC §5): only transactions on the active chain, and none whose every
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

/** Groups transactions by the year and month they were mined, newest first (SPEC §3). */
export function groupTransactions<T extends ListedTransaction>(
  transactions: readonly T[],
  now: Date = new Date(),
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
      group = { key, title: formatMonthGroup(mined.getFullYear(), mined.getMonth(), now), transactions: [] }
      groups.push(group)
    }
    group.transactions.push(transaction)
  }
  return groups
}

const operationTitles: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  burn: 'Burned',
  approve: 'Approved',
  execute: 'Executed',
  deploy: 'Deployed',
  trade: 'Swapped',
}

/** The row's title: what the account did. */
export function transactionTitle(transaction: ListedTransaction): string {
  const type = transaction.metadata.operationType
  return operationTitles[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Transaction')
}

function describeTransfer(transfer: Snapshot<TransactionTransfer>): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? 'NFT'
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${sign}${formatBalance(transfer.quantity.numeric)} ${symbol}`.trim()
}

/** The row's description: what moved ("-1.500 ETH", "+250.000 GUSD · Gatehouse Pass #3"). */
export function transactionDescription(transaction: ListedTransaction): string {
  if (transaction.transfers.length === 0) {
    return `To ${transaction.metadata.sentTo.slice(0, 6)}…${transaction.metadata.sentTo.slice(-4)}`
  }
  return transaction.transfers.slice(0, 2).map(describeTransfer).join(' · ')
}

/** The row's image: the first transfer's token icon or NFT preview, with a name for its monogram. */
export function transactionImage(transaction: ListedTransaction): { name: string; url?: string | undefined } {
  const transfer = transaction.transfers[0]
  if (transfer?.nft_info)
    return { name: transfer.nft_info.name ?? 'NFT', url: transfer.nft_info.content?.preview?.url }
  if (transfer?.fungible_info)
    return { name: transfer.fungible_info.symbol ?? '?', url: transfer.fungible_info.icon?.url }
  return { name: transactionTitle(transaction) }
}
