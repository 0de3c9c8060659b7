import { describe, expect, it } from 'vitest'
import type { PriceBook } from '../prices/priceBook'
import { bitcoinHistoryTransaction, type BitcoinHistoryContext } from './bitcoinHistoryTransaction'
import type { EsploraTx } from './esploraSchemas'
import { fixtureAddresses, txFixture, txsFixture } from './fixtures/esploraFixtures'

const { alice, bob, launcher } = fixtureAddresses
const chainId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const prices: PriceBook = { priceOf: async (symbol) => (symbol === 'BTC' ? 60_000 : undefined) }
const now = new Date('2026-11-27T10:00:00.000Z')
const context: BitcoinHistoryContext = { chainId, prices, baseUrl: 'http://cloud.test', now }
const btc = { name: 'Bitcoin', symbol: 'BTC', icon: { url: 'http://cloud.test/public/getTokenImage/BTC' } }

const [pendingSend, confirmedReceipt] = txsFixture('alice-txs-pending')
const [confirmedSend] = txsFixture('alice-txs-confirmed')
if (!pendingSend || !confirmedReceipt || !confirmedSend) throw new Error('the fixtures lost a transaction')

describe('a Bitcoin transaction in the history of an address', () => {
  it('is a pending send of what went to the payee, change and fee left out, dated now', async () => {
    expect(await bitcoinHistoryTransaction(pendingSend, alice, context)).toEqual({
      id: pendingSend.txid,
      metadata: {
        operationType: 'send',
        hash: pendingSend.txid,
        minedAt: '2026-11-27T10:00:00.000Z',
        sentFrom: alice,
        sentTo: bob,
        status: 'pending',
        chain: chainId,
      },
      transfers: [
        { fungible_info: btc, direction: 'out', quantity: { numeric: '0.4' }, price: 60_000, value: 24_000 },
      ],
    })
  })

  it('is the same payment received on the payee side, and confirmed with its block once mined', async () => {
    const [received] = txsFixture('bob-txs-pending')
    expect(await bitcoinHistoryTransaction(received as EsploraTx, bob, context)).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: alice, sentTo: bob, status: 'pending' },
      transfers: [{ direction: 'in', quantity: { numeric: '0.4' } }],
    })
    const mined = await bitcoinHistoryTransaction(confirmedSend, alice, context)
    expect(mined.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      nonce: 435,
      minedAt: new Date(1_795_758_103 * 1000).toISOString(),
    })
    expect(mined.transfers[0]?.quantity.numeric).toBe('0.4')
  })

  it('is a receive of every output that pays the address, from the first payer', async () => {
    expect(await bitcoinHistoryTransaction(confirmedReceipt, alice, context)).toMatchObject({
      id: 'a9db3389f60fa39d102603aeff2c1554a0e2b98726c6273de5f159c7eeb8418c',
      metadata: {
        operationType: 'receive',
        sentFrom: launcher,
        sentTo: alice,
        status: 'confirmed',
        nonce: 434,
      },
      transfers: [{ fungible_info: btc, direction: 'in', quantity: { numeric: '1.5' }, value: 90_000 }],
    })
  })

  it('is a send to itself when every output pays the address back', async () => {
    expect(await bitcoinHistoryTransaction(txFixture('alice-self-tx'), alice, context)).toMatchObject({
      metadata: { operationType: 'send', sentFrom: alice, sentTo: alice, status: 'pending' },
      transfers: [{ direction: 'self', quantity: { numeric: '1.0999934' } }],
    })
  })

  it('is a mint from the coinbase for a mined reward, its address-less output left aside', async () => {
    expect(
      await bitcoinHistoryTransaction(txFixture('launcher-coinbase-tx'), launcher, context),
    ).toMatchObject({
      metadata: { operationType: 'mint', sentFrom: 'coinbase', sentTo: launcher, status: 'confirmed' },
      transfers: [{ direction: 'in', quantity: { numeric: '12.5000033' } }],
    })
  })

  it('counts no more than the address lost when other parties put inputs in too', async () => {
    // Alice's send with a second payer's 1 BTC input and a 1 BTC output to bob more: she still lost
    // only 0.4 BTC and the fee, though 1.4 BTC went to others.
    const shared: EsploraTx = {
      ...pendingSend,
      vin: [
        ...pendingSend.vin,
        {
          txid: 'ab'.repeat(32),
          vout: 1,
          is_coinbase: false,
          prevout: { scriptpubkey_address: launcher, value: 100_000_000 },
        },
      ],
      vout: [...pendingSend.vout, { scriptpubkey_address: bob, value: 100_000_000 }],
    }
    expect((await bitcoinHistoryTransaction(shared, alice, context)).transfers).toMatchObject([
      { direction: 'out', quantity: { numeric: '0.4000033' } },
    ])
    // The other way round she gained: a receive of what she got beyond her own inputs.
    const gained: EsploraTx = { ...shared, vout: [{ scriptpubkey_address: alice, value: 249_999_670 }] }
    expect(await bitcoinHistoryTransaction(gained, alice, context)).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: launcher, sentTo: alice },
      transfers: [{ direction: 'in', quantity: { numeric: '0.9999967' } }],
    })
  })

  it('is an execute without transfers when the address neither gave nor got, and unpriced without a price', async () => {
    const untouched = await bitcoinHistoryTransaction(pendingSend, launcher, context)
    expect(untouched.metadata).toMatchObject({ operationType: 'execute', sentFrom: launcher, sentTo: bob })
    expect(untouched.transfers).toEqual([])
    const unpriced = await bitcoinHistoryTransaction(pendingSend, alice, {
      ...context,
      prices: { priceOf: async () => undefined },
    })
    expect(unpriced.transfers[0]).toMatchObject({ price: 0, value: 0 })
  })
})
