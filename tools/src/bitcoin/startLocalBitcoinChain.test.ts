import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { bitcoinLocalnet } from '@gatehouse/common'
import { bitcoinDevAddresses, bitcoinDevSecretKeys } from '@gatehouse/harness/wallet/node'
import { secp256k1 } from '@noble/curves/secp256k1'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regtestFormat } from './fixtures/launcherWallet'
import type { LocalBitcoinChain } from './LocalBitcoinChain'
import { startLocalBitcoinChain } from './startLocalBitcoinChain'

interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}

let chain: LocalBitcoinChain
const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${chain.restUrl}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (
    response.headers.get('content-type') === 'application/json' ? response.json() : response.text()
  ) as T
}
const post = (hex: string) => fetch(`${chain.restUrl}/tx`, { method: 'POST', body: hex })

const secretKey = (index: number) => new Uint8Array(Buffer.from(bitcoinDevSecretKeys[index] as string, 'hex'))
const devPayment = p2wpkh(secp256k1.getPublicKey(secretKey(0), true), regtestFormat)
const receiver = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtestFormat)
  .address as string

/** A P2WPKH payment from dev key 0, signed with @scure/btc-signer: `sats` to `to`, change back. */
function payment(coin: Utxo, to: string, sats: bigint, fee: bigint): Transaction {
  const tx = new Transaction()
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: devPayment.script, amount: BigInt(coin.value) },
  })
  tx.addOutputAddress(to, sats, regtestFormat)
  tx.addOutputAddress(devPayment.address as string, BigInt(coin.value) - sats - fee, regtestFormat)
  tx.sign(secretKey(0))
  tx.finalize()
  return tx
}

let startMs = 0
beforeAll(async () => {
  const started = Date.now()
  chain = await startLocalBitcoinChain({ restPort: 0 })
  startMs = Date.now() - started
})
afterAll(async () => {
  await chain?.stop()
})

describe('the local Bitcoin chain', () => {
  it('starts on regtest past segwit, the dev payment addresses holding 3 + 2 BTC', async () => {
    console.info(`local Bitcoin chain started in ${startMs} ms`)
    expect(chain.caipNetworkId).toBe(bitcoinLocalnet.caipNetworkId)
    expect(Number(await get<string>('/blocks/tip/height'))).toBeGreaterThanOrEqual(432)
    expect(await get<string>('/blocks/tip/hash')).toMatch(/^[0-9a-f]{64}$/)
    for (const address of bitcoinDevAddresses) {
      const utxos = await get<Utxo[]>(`/address/${address}/utxo`)
      expect(utxos.map((utxo) => utxo.value).sort()).toEqual([200_000_000, 300_000_000])
      expect(utxos.every((utxo) => utxo.status.confirmed)).toBe(true)
      const summary = await get<{ chain_stats: Record<string, number> }>(`/address/${address}`)
      expect(summary.chain_stats).toEqual({
        funded_txo_count: 2,
        funded_txo_sum: 500_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      })
    }
  })

  it('accepts a signed P2WPKH payment, unconfirmed until a block, then in both histories', async () => {
    const [coin] = (await get<Utxo[]>(`/address/${bitcoinDevAddresses[0]}/utxo`)).filter(
      (utxo) => utxo.value === 300_000_000,
    )
    const tx = payment(coin as Utxo, receiver, 100_000_000n, 1_000n)
    const response = await post(tx.hex)
    expect(response.status).toBe(200)
    const txid = await response.text()
    expect(txid).toBe(tx.id)
    expect(await get(`/tx/${txid}/status`)).toEqual({ confirmed: false })
    expect(await get(`/tx/${txid}/hex`)).toBe(tx.hex)
    const pending = await get<{ mempool_stats: Record<string, number> }>(`/address/${receiver}`)
    expect(pending.mempool_stats).toMatchObject({ funded_txo_count: 1, funded_txo_sum: 100_000_000 })
    expect(await get<Utxo[]>(`/address/${receiver}/utxo`)).toEqual([
      { txid, vout: 0, value: 100_000_000, status: { confirmed: false } },
    ])

    const height = await chain.mine(1)
    const status = await get<{ confirmed: boolean; block_height: number }>(`/tx/${txid}/status`)
    expect(status).toMatchObject({ confirmed: true, block_height: height })
    const [newest] = await get<{ txid: string; fee: number; vin: { prevout: { value: number } }[] }[]>(
      `/address/${bitcoinDevAddresses[0]}/txs`,
    )
    expect(newest).toMatchObject({ txid, fee: 1_000, vin: [{ prevout: { value: 300_000_000 } }] })
    const sender = await get<{ chain_stats: Record<string, number> }>(`/address/${bitcoinDevAddresses[0]}`)
    expect(sender.chain_stats).toMatchObject({ spent_txo_count: 1, spent_txo_sum: 300_000_000, tx_count: 2 })
    expect(await get<Utxo[]>(`/address/${receiver}/utxo`)).toEqual([
      expect.objectContaining({
        txid,
        vout: 0,
        value: 100_000_000,
        status: expect.objectContaining({ confirmed: true }),
      }),
    ])
    const full = await get<{ vout: { scriptpubkey_address: string; scriptpubkey_type: string }[] }>(
      `/tx/${txid}`,
    )
    expect(full.vout[0]).toMatchObject({ scriptpubkey_address: receiver, scriptpubkey_type: 'v0_p2wpkh' })
  })

  it('refuses a double spend and bad hex with 400 and the node’s reason', async () => {
    const [coin] = (await get<Utxo[]>(`/address/${bitcoinDevAddresses[0]}/utxo`)).filter(
      (utxo) => utxo.value === 200_000_000,
    )
    expect((await post(payment(coin as Utxo, receiver, 50_000_000n, 1_000n).hex)).status).toBe(200)
    const conflict = await post(payment(coin as Utxo, receiver, 60_000_000n, 2_000n).hex)
    expect(conflict.status).toBe(400)
    // bcoin's word for a conflict with a mempool transaction (Bitcoin Core says txn-mempool-conflict).
    expect(await conflict.text()).toBe(
      'sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-spent"}',
    )

    await chain.mine(1)
    const spent = await post(payment(coin as Utxo, receiver, 70_000_000n, 3_000n).hex)
    expect(spent.status).toBe(400)
    expect(await spent.text()).toMatch(/bad-txns-inputs-missingorspent/)

    const bad = await post('00zz')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toMatch(/TX decode failed/)
  })

  it('answers fixed recommended fee rates in mempool.space’s shape', async () => {
    const fees = await get<Record<string, number>>('/v1/fees/recommended')
    expect(Object.keys(fees).sort()).toEqual([
      'economyFee',
      'fastestFee',
      'halfHourFee',
      'hourFee',
      'minimumFee',
    ])
    expect(fees.fastestFee).toBeGreaterThanOrEqual(fees.halfHourFee as number)
    expect(fees.minimumFee).toBeGreaterThanOrEqual(1)
  })

  it('answers 400 for an address that is not a regtest one', async () => {
    const response = await fetch(`${chain.restUrl}/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/utxo`)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Invalid Bitcoin address')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('funds any regtest address, unconfirmed until the next block', async () => {
    const txid = await chain.fund(receiver, 12_345n)
    expect(await get(`/tx/${txid}/status`)).toEqual({ confirmed: false })
    await chain.mine()
    expect(await get(`/tx/${txid}/status`)).toMatchObject({ confirmed: true })
  })
})

/** The pids of this process's children that run the bcoin node script. */
function bcoinChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return (
          ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('bcoinRegtestNode')
        )
      } catch {
        return false
      }
    })
    .map(Number)
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

describe.runIf(process.platform === 'linux')('starting and stopping', () => {
  it('names a busy REST port and leaves no node behind', async () => {
    const before = bcoinChildren()
    const busy = Number(new URL(chain.restUrl).port)
    await expect(startLocalBitcoinChain({ restPort: busy })).rejects.toThrow(
      `cannot listen on 127.0.0.1:${busy}: the port is busy`,
    )
    await expect
      .poll(() => bcoinChildren().filter((pid) => !before.includes(pid)), { timeout: 10_000 })
      .toEqual([])
  })

  it('confirms a transaction without mine(), and stop() leaves no process and frees the port', async () => {
    const before = bcoinChildren()
    const auto = await startLocalBitcoinChain({ restPort: 0, autoMine: true })
    const port = Number(new URL(auto.restUrl).port)
    const started = bcoinChildren().filter((pid) => !before.includes(pid))
    expect(started).toHaveLength(1)
    try {
      const txid = await auto.fund(receiver, 50_000n)
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${auto.restUrl}/tx/${txid}/status`)).json()) as { confirmed: boolean })
              .confirmed,
          {
            timeout: 30_000,
            interval: 250,
          },
        )
        .toBe(true)
    } finally {
      await auto.stop()
    }
    expect(bcoinChildren().filter((pid) => started.includes(pid))).toEqual([])
    expect(await portIsFree(port)).toBe(true)
  })
})
