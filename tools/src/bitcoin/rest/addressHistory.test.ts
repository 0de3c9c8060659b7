import { describe, expect, it } from 'vitest'
import type { BcoinTxMeta } from '../node/bcoinJson'
import { addressSummary, firstHistoryPage, nextHistoryPage } from './addressHistory'

const me = 'bcrt1qme'
const other = 'bcrt1qother'

function meta(
  hash: string,
  height: number,
  index: number,
  mtime = 0,
  parts: Partial<BcoinTxMeta> = {},
): BcoinTxMeta {
  return {
    hash,
    fee: 0,
    height,
    block: height < 0 ? null : `block${height}`,
    time: height < 0 ? 0 : 1_700_000_000 + height,
    index,
    mtime,
    version: 2,
    inputs: [],
    outputs: [],
    locktime: 0,
    hex: '',
    ...parts,
  }
}

describe('addressSummary', () => {
  it('counts funded and spent outputs of the address, chain and mempool apart', () => {
    const coin = { value: 700, script: '', address: me, coinbase: false, height: 1 }
    const received = meta('a', 1, 0, 0, {
      outputs: [
        { value: 700, script: '', address: me },
        { value: 300, script: '', address: me },
        { value: 5, script: '', address: other },
      ],
    })
    const spending = meta('b', -1, -1, 5, {
      inputs: [
        { prevout: { hash: 'a', index: 0 }, script: '', witness: '00', sequence: 0, address: me, coin },
      ],
      outputs: [{ value: 650, script: '', address: other }],
    })
    const unrelated = meta('c', 2, 0, 0, { outputs: [{ value: 1, script: '', address: other }] })
    expect(addressSummary(me, [received, spending, unrelated])).toEqual({
      address: me,
      chain_stats: {
        funded_txo_count: 2,
        funded_txo_sum: 1000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 1,
        spent_txo_sum: 700,
        tx_count: 1,
      },
    })
  })
})

describe('the address history pages', () => {
  // 60 confirmed transactions, two per block, and two in the mempool.
  const confirmed = Array.from({ length: 60 }, (_, n) => meta(`c${n}`, 1 + Math.floor(n / 2), n % 2))
  const mempool = [meta('m-old', -1, -1, 10), meta('m-new', -1, -1, 20)]
  const all = [...confirmed, ...mempool]

  it('lists the mempool newest first, then the 25 newest confirmed', () => {
    const page = firstHistoryPage(all).map((tx) => tx.hash)
    expect(page.slice(0, 4)).toEqual(['m-new', 'm-old', 'c59', 'c58'])
    expect(page).toHaveLength(27)
    expect(page.at(-1)).toBe('c35')
  })

  it('goes on after the last seen confirmed transaction, 25 at a time', () => {
    expect(nextHistoryPage(all, 'c35').map((tx) => tx.hash)).toEqual(
      Array.from({ length: 25 }, (_, n) => `c${34 - n}`),
    )
    expect(nextHistoryPage(all, 'c10').map((tx) => tx.hash)).toEqual(
      Array.from({ length: 10 }, (_, n) => `c${9 - n}`),
    )
    expect(nextHistoryPage(all, 'unknown')).toEqual([])
  })
})
