import { describe, expect, it } from 'vitest'
import { openPriceBook, type PriceBook } from '../prices/priceBook'
import { bitcoinBalanceEntry, bitcoinBalanceSats } from './bitcoinBalanceEntry'
import { summaryFixture } from './fixtures/esploraFixtures'

const chainId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const prices: PriceBook = { priceOf: async (symbol) => (symbol === 'BTC' ? 60_000 : undefined) }

describe('the BTC balance of an address', () => {
  it('counts a payment from its broadcast: confirmed sums plus what the mempool pays, less what it spends', () => {
    // 1.5 BTC confirmed; a mempool send spends them and pays 1.0999967 BTC change back.
    expect(bitcoinBalanceSats(summaryFixture('alice-summary-pending'))).toBe(109_999_670n)
    expect(bitcoinBalanceSats(summaryFixture('alice-summary-confirmed'))).toBe(109_999_670n)
    expect(bitcoinBalanceSats(summaryFixture('launcher-summary'))).toBe(1_288_350_000_330n)
  })

  it('is no balance when the sums contradict themselves', () => {
    const summary = summaryFixture('alice-summary-confirmed')
    expect(
      bitcoinBalanceSats({ ...summary, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 200_000_000 } }),
    ).toBeUndefined()
  })

  it('is the balance answer entry of BTC: 8 decimals, exact, priced, with the BTC icon and no address', async () => {
    expect(await bitcoinBalanceEntry({ chainId, prices }, 109_999_670n, 'http://cloud.test')).toEqual({
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId,
      value: 65_999.802,
      price: 60_000,
      quantity: { decimals: '8', numeric: '1.0999967' },
      iconUrl: 'http://cloud.test/public/getTokenImage/BTC',
    })
    expect(
      await bitcoinBalanceEntry({ chainId, prices: await openPriceBook(undefined) }, 0n, 'http://cloud.test'),
    ).toMatchObject({
      value: 0,
      price: 0,
      quantity: { decimals: '8', numeric: '0' },
    })
    expect((await bitcoinBalanceEntry({ chainId, prices }, 1n, '')).quantity.numeric).toBe('0.00000001')
  })
})
