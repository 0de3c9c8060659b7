import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/HttpResponse'
import { bitcoinHistoryPage, bitcoinHistoryStartOf, esploraHistoryPath } from './bitcoinHistoryPage'
import type { EsploraTx } from './esploraSchemas'
import { fixtureAddresses, txsFixture } from './fixtures/esploraFixtures'

const [pending, confirmed] = txsFixture('alice-txs-pending')
if (!pending || !confirmed) throw new Error('the fixtures lost a transaction')
const txid = (n: number) => n.toString(16).padStart(64, '0')
// An esplora answer of `mempool` pending and `mined` confirmed transactions, newest first.
const answer = (mempool: number, mined: number): EsploraTx[] => [
  ...Array.from({ length: mempool }, (_, n) => ({ ...pending, txid: txid(1000 + n) })),
  ...Array.from({ length: mined }, (_, n) => ({ ...confirmed, txid: txid(n + 1) })),
]

describe('the pages of a Bitcoin history', () => {
  it('starts at the newest without a cursor and after a confirmed transaction with one', () => {
    const { alice } = fixtureAddresses
    expect(esploraHistoryPath(alice, bitcoinHistoryStartOf(undefined))).toBe(`/address/${alice}/txs`)
    expect(esploraHistoryPath(alice, bitcoinHistoryStartOf(confirmed.txid))).toBe(
      `/address/${alice}/txs/chain/${confirmed.txid}`,
    )
  })

  it.each(['abc', confirmed.txid.toUpperCase(), `${confirmed.txid}0`, '../../blocks/tip/height'])(
    'refuses a cursor it never gave out: %s',
    (cursor) => {
      expect(() => bitcoinHistoryStartOf(cursor)).toThrow(
        new HttpError(400, 'cursor is not a cursor this service gave out'),
      )
    },
  )

  it('shows every mempool transaction first, then a page of confirmed ones, and the cursor of the next', () => {
    const page = bitcoinHistoryPage(answer(3, 25), 20)
    expect(page.shown.map((tx) => tx.txid)).toEqual([
      ...[0, 1, 2].map((n) => txid(1000 + n)),
      ...Array.from({ length: 20 }, (_, n) => txid(n + 1)),
    ])
    expect(page.next).toBe(txid(20))
  })

  it('has no next page when esplora answered no more than a page', () => {
    expect(bitcoinHistoryPage(answer(0, 20), 20)).toMatchObject({ next: null })
    expect(bitcoinHistoryPage(answer(0, 21), 20)).toMatchObject({ next: txid(20) })
    expect(bitcoinHistoryPage(answer(30, 0), 20)).toMatchObject({ next: null })
    expect(bitcoinHistoryPage([], 20)).toEqual({ shown: [], next: null })
  })
})
