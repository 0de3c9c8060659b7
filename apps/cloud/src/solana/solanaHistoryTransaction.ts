import type { HistoryTransaction, HistoryTransfer, TransferDirection } from '../history/historyTransaction'
import { pricedAmount } from '../prices/priceBook'
import { solNativeCurrency } from './solanaChainConfig'
import type { SolanaChainService } from './solanaChainServices'
import {
  systemTransferOf,
  type ParsedSolanaTransaction,
  type SolanaTokenBalance,
} from './solanaTransactionSchema'
import { formatBaseUnits, solanaTokenFacts } from './solanaTokenFacts'

/** A movement of SOL or of a token for the address, with the other party when one is known. */
interface Movement {
  mint: string | undefined
  decimals: number
  /** Positive: received; negative: sent. */
  amount: bigint
  counterparty: string | undefined
}

function accountKey(key: string | { pubkey: string }): string {
  return typeof key === 'string' ? key : key.pubkey
}

/** SOL the address sent or received through System program transfers. */
function solMovements(transaction: ParsedSolanaTransaction, address: string): Movement[] {
  const movements: Movement[] = []
  for (const instruction of transaction.transaction.message.instructions) {
    const transfer = systemTransferOf(instruction)
    if (!transfer || transfer.lamports === 0 || transfer.source === transfer.destination) continue
    const lamports = BigInt(transfer.lamports)
    if (transfer.source === address) {
      movements.push({
        mint: undefined,
        decimals: solNativeCurrency.decimals,
        amount: -lamports,
        counterparty: transfer.destination,
      })
    } else if (transfer.destination === address) {
      movements.push({
        mint: undefined,
        decimals: solNativeCurrency.decimals,
        amount: lamports,
        counterparty: transfer.source,
      })
    }
  }
  return movements
}

/**
 * Tokens the address's accounts gained or lost, mint by mint, from the token balances before and
 * after (so Token and Token-2022, plain and checked transfers read alike). The other party is the
 * owner whose balance of the mint moved the other way.
 */
function tokenMovements(transaction: ParsedSolanaTransaction, address: string): Movement[] {
  const change = new Map<string, { mint: string; owner: string; decimals: number; amount: bigint }>()
  function add(balances: readonly SolanaTokenBalance[] | null | undefined, sign: bigint) {
    for (const balance of balances ?? []) {
      if (!balance.owner) continue
      const key = `${balance.owner}:${balance.mint}`
      const entry = change.get(key) ?? {
        mint: balance.mint,
        owner: balance.owner,
        decimals: balance.uiTokenAmount.decimals,
        amount: 0n,
      }
      entry.amount += sign * BigInt(balance.uiTokenAmount.amount)
      change.set(key, entry)
    }
  }
  add(transaction.meta?.preTokenBalances, -1n)
  add(transaction.meta?.postTokenBalances, 1n)
  const all = [...change.values()]
  return all
    .filter((entry) => entry.owner === address && entry.amount !== 0n)
    .map((entry) => ({
      mint: entry.mint,
      decimals: entry.decimals,
      amount: entry.amount,
      counterparty: all.find(
        (other) => other.mint === entry.mint && other.owner !== address && other.amount * entry.amount < 0n,
      )?.owner,
    }))
}

/**
 * A Solana transaction as the history of `address` shows it (docs/reference/entities.md#transaction): the SOL of its
 * System transfers and the tokens the address's accounts gained or lost. A `send` when the address
 * gave something, a `receive` when it only got, else an `execute`; `sentFrom`/`sentTo` are the
 * address and the other party of its first movement.
 */
export async function solanaHistoryTransaction(
  service: SolanaChainService,
  signature: string,
  transaction: ParsedSolanaTransaction,
  address: string,
  baseUrl: string,
): Promise<HistoryTransaction> {
  const movements = [...solMovements(transaction, address), ...tokenMovements(transaction, address)]
  const transfers = await Promise.all(
    movements.map(async (movement): Promise<HistoryTransfer> => {
      const facts = solanaTokenFacts(service, baseUrl, movement.mint)
      const magnitude = movement.amount < 0n ? -movement.amount : movement.amount
      const numeric = formatBaseUnits(magnitude, movement.decimals)
      const direction: TransferDirection = movement.amount < 0n ? 'out' : 'in'
      return {
        fungible_info: {
          name: facts.name,
          symbol: facts.symbol,
          ...(facts.iconUrl ? { icon: { url: facts.iconUrl } } : {}),
        },
        direction,
        quantity: { numeric },
        ...(await pricedAmount(service.prices, facts.symbol, numeric)),
      }
    }),
  )
  const first = movements[0]
  const sent = movements.some((movement) => movement.amount < 0n)
  const feePayer = transaction.transaction.message.accountKeys[0]
  const other = first?.counterparty ?? (feePayer ? accountKey(feePayer) : address)
  const [sentFrom, sentTo] = first && first.amount > 0n ? [other, address] : [address, other]
  return {
    id: signature,
    metadata: {
      operationType: sent ? 'send' : movements.length > 0 ? 'receive' : 'execute',
      hash: signature,
      minedAt: new Date((transaction.blockTime ?? 0) * 1000).toISOString(),
      sentFrom,
      sentTo,
      status: transaction.meta?.err == null ? 'confirmed' : 'failed',
      // Solana transactions have no account nonce; the slot orders them instead.
      nonce: transaction.slot,
      chain: service.chainId,
    },
    transfers,
  }
}
