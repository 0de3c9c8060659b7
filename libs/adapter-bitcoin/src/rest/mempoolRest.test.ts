import { describe, expect, it, vi } from 'vitest'
import { isGatehouseError, rpcErrorCode } from '@gatehouse/common'
import { fakeRest } from '../testing/fakeRest'
import { BitcoinBroadcastError, createMempoolRest, nodeReasonOf, restBaseOf } from './mempoolRest'
import { bitcoinLocalnet } from '@gatehouse/common'

const base = 'http://127.0.0.1:18445/api'
const txid = 'ab'.repeat(32)

describe('the mempool-style REST client', () => {
  it('reads a network’s REST base without a trailing slash', () => {
    expect(restBaseOf(bitcoinLocalnet)).toBe(base)
  })

  it('reads UTXOs, mempool ones included, and refuses an unreadable list', async () => {
    const fake = fakeRest(base, () => txid)
    fake.state.utxos['bcrt1qa'] = [
      { txid, vout: 1, value: 300_000_000, status: { confirmed: true } },
      { txid: 'CD'.repeat(32), vout: 0, value: 5_000, status: { confirmed: false } },
    ]
    const rest = createMempoolRest(base, fake.fetch)
    expect(await rest.getUtxos('bcrt1qa')).toEqual([
      { txid, vout: 1, value: 300_000_000, status: { confirmed: true } },
      { txid: 'cd'.repeat(32), vout: 0, value: 5_000, status: { confirmed: false } },
    ])
    fake.state.utxos['bcrt1qb'] = [{ txid: 'nope', vout: 0, value: 1 } as never]
    await expect(rest.getUtxos('bcrt1qb')).rejects.toSatisfy((error) =>
      isGatehouseError(error, 'HttpRequestFailed'),
    )
    await expect(rest.getUtxos('xyz')).rejects.toThrow('HTTP request failed.')
  })

  it('reads the recommended fee rates', async () => {
    const fake = fakeRest(base, () => txid)
    expect(await createMempoolRest(base, fake.fetch).getFeeRates()).toMatchObject({ halfHourFee: 4 })
  })

  it('broadcasts raw hex and answers the txid; a refusal carries the node’s reason', async () => {
    const fake = fakeRest(base, () => txid)
    const rest = createMempoolRest(base, fake.fetch)
    expect(await rest.broadcast('0200')).toBe(txid)
    expect(fake.state.broadcasts).toEqual(['0200'])
    fake.state.refuse = 'bad-txns-inputs-missingorspent'
    const refused = await rest.broadcast('0200').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BitcoinBroadcastError)
    expect(refused).toMatchObject({
      reason: 'bad-txns-inputs-missingorspent',
      message: 'The node refused the transaction: bad-txns-inputs-missingorspent',
    })
    expect(rpcErrorCode(refused)).toBe(-32003)
    expect(nodeReasonOf('TX decode failed')).toBe('TX decode failed')
  })

  it('says whether a transaction is confirmed, in the mempool or unknown', async () => {
    const fake = fakeRest(base, () => txid)
    fake.state.statuses[txid] = ['unknown', 'unconfirmed', 'confirmed']
    const rest = createMempoolRest(base, fake.fetch)
    expect(await rest.getTransactionStatus(txid)).toBe('unknown')
    expect(await rest.getTransactionStatus(txid)).toBe('unconfirmed')
    expect(await rest.getTransactionStatus(txid)).toBe('confirmed')
  })

  it('turns an unreachable service into the catalogue’s HTTP error, a timeout into its timeout', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(createMempoolRest(base, down).getFeeRates()).rejects.toThrow('HTTP request failed.')
    const slow = vi.fn(async () => {
      throw Object.assign(new Error('timed out'), { name: 'TimeoutError' })
    })
    await expect(createMempoolRest(base, slow).getFeeRates()).rejects.toThrow(
      'The request took too long to respond.',
    )
  })
})
