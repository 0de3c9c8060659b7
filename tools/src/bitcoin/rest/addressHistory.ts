import type { BcoinTxMeta } from '../node/bcoinJson'

/** esplora's counters of an address over confirmed (chain) or mempool transactions. */
export interface EsploraAddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

const pageSize = 25
const mempoolPageSize = 50

function statsOf(address: string, metas: BcoinTxMeta[]): EsploraAddressStats {
  const stats = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 }
  for (const meta of metas) {
    let touches = false
    for (const out of meta.outputs) {
      if (out.address !== address) continue
      touches = true
      stats.funded_txo_count++
      stats.funded_txo_sum += out.value
    }
    for (const input of meta.inputs) {
      if (input.coin?.address !== address) continue
      touches = true
      stats.spent_txo_count++
      stats.spent_txo_sum += input.coin.value
    }
    if (touches) stats.tx_count++
  }
  return stats
}

const inMempool = (meta: BcoinTxMeta) => meta.height < 0

/** `GET /address/:a`: the address and its chain and mempool counters. */
export function addressSummary(address: string, metas: BcoinTxMeta[]) {
  return {
    address,
    chain_stats: statsOf(
      address,
      metas.filter((meta) => !inMempool(meta)),
    ),
    mempool_stats: statsOf(address, metas.filter(inMempool)),
  }
}

/** Confirmed transactions newest first (by height, then by place in the block). */
function newestConfirmed(metas: BcoinTxMeta[]): BcoinTxMeta[] {
  return metas.filter((meta) => !inMempool(meta)).sort((a, b) => b.height - a.height || b.index - a.index)
}

/**
 * `GET /address/:a/txs`: the mempool's transactions (newest first, up to 50), then the 25 newest
 * confirmed ones.
 */
export function firstHistoryPage(metas: BcoinTxMeta[]): BcoinTxMeta[] {
  const mempool = metas.filter(inMempool).sort((a, b) => b.mtime - a.mtime)
  return [...mempool.slice(0, mempoolPageSize), ...newestConfirmed(metas).slice(0, pageSize)]
}

/**
 * `GET /address/:a/txs/chain/:last_seen_txid`: the next 25 confirmed transactions after that one
 * (none when it is not among them).
 */
export function nextHistoryPage(metas: BcoinTxMeta[], lastSeenTxid: string): BcoinTxMeta[] {
  const confirmed = newestConfirmed(metas)
  const seen = confirmed.findIndex((meta) => meta.hash === lastSeenTxid)
  return seen < 0 ? [] : confirmed.slice(seen + 1, seen + 1 + pageSize)
}
