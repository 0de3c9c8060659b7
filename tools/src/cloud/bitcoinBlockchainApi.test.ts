import { createHash } from 'node:crypto'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import type { BalanceEntry, HistoryTransaction } from './cloudAnswers'
import { bitcoinDevAddresses, bitcoinDevSecretKeys } from '@gatehouse/harness/wallet/node'
import type { LocalBitcoinChain } from '../bitcoin/LocalBitcoinChain'
import { launcherAddress } from '../bitcoin/fixtures/launcherWallet'
import { startLocalBitcoinChain } from '../bitcoin/startLocalBitcoinChain'
import { cloudBitcoinChainsOf } from './cloudBitcoinChains'
import { localBitcoinPayer } from './localBitcoinPayments'

let chain: LocalBitcoinChain
let cloud: CloudProcess
// Bitcoin mainnet, configured with a REST server that does not answer.
const downChain = 'bip122:000000000019d6689c085ae165831e93'
const mainnetAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

beforeAll(async () => {
  chain = await startLocalBitcoinChain({ restPort: 0, autoMine: false })
  try {
    cloud = await startCloudProcess({
      config: {
        bitcoinChains: [
          ...cloudBitcoinChainsOf(chain),
          { caipNetworkId: downChain, name: 'Bitcoin', restUrl: 'http://127.0.0.1:9/api' },
        ],
      },
    })
  } catch (error) {
    await chain.stop()
    throw error
  }
})
afterAll(async () => {
  await cloud?.close()
  await chain?.stop()
})

const query = (chainId: string) => `chainId=${chainId}&projectId=p&st=appkit&sv=html-wagmi-4.2.2`
async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cloud.url}${path}`)
  return { status: response.status, body: (await response.json()) as T }
}
const balancesOf = async (address: string) =>
  (
    await getJson<{ balances: BalanceEntry[] }>(
      `/v1/account/${address}/balance?currency=usd&forceUpdate=1&${query(chain.caipNetworkId)}`,
    )
  ).body.balances
const btcOf = async (address: string) => (await balancesOf(address))[0]?.quantity.numeric
const historyOf = async (address: string, cursor?: string) =>
  (
    await getJson<{ data: HistoryTransaction[]; next: string | null }>(
      `/v1/account/${address}/history?${query(chain.caipNetworkId)}${cursor ? `&cursor=${cursor}` : ''}`,
    )
  ).body
// A fresh key of the local chain, so each test starts from an address with no history.
const freshPayer = (name: string) =>
  localBitcoinPayer(chain.restUrl, createHash('sha256').update(`${name} ${Date.now()}`).digest('hex'))

describe('the blockchain API on the local Bitcoin chain', () => {
  it('lists the local chain among the supported chains, with no NFTs', async () => {
    const { body } = await getJson<{ http: string[]; ws: string[] }>(`/v1/supported-chains?projectId=p`)
    expect(body.http).toEqual(expect.arrayContaining([chain.caipNetworkId, downChain]))
    expect(body.ws).not.toContain(chain.caipNetworkId)
    const nfts = await getJson(`/v1/account/${bitcoinDevAddresses[0]}/nfts?${query(chain.caipNetworkId)}`)
    expect(nfts).toEqual({ status: 200, body: { data: [] } })
  })

  it("answers a dev address's BTC, then a payment to it: pending from its broadcast, confirmed after a block", async () => {
    const address = bitcoinDevAddresses[0]
    const before = await balancesOf(address)
    expect(before).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: chain.caipNetworkId,
        value: 300_000,
        price: 60_000,
        quantity: { decimals: '8', numeric: '5' },
        iconUrl: `${cloud.url}/public/getTokenImage/BTC`,
      },
    ])
    const seeded = (await historyOf(address)).data
    expect(seeded.map((entry) => [entry.metadata.operationType, entry.metadata.status])).toEqual([
      ['receive', 'confirmed'],
    ])
    expect(seeded[0]?.metadata.sentFrom).toBe(launcherAddress)
    expect(seeded[0]?.transfers).toMatchObject([{ direction: 'in', quantity: { numeric: '5' } }])

    const sentAt = Date.now()
    const txid = await chain.fund(address, 25_000_000n)
    expect(await btcOf(address)).toBe('5.25')
    const pending = await historyOf(address)
    expect(pending.next).toBeNull()
    expect(pending.data.map((entry) => entry.id)).toEqual([txid, seeded[0]?.id])
    expect(pending.data[0]).toMatchObject({
      id: txid,
      metadata: {
        operationType: 'receive',
        hash: txid,
        status: 'pending',
        sentFrom: launcherAddress,
        sentTo: address,
        chain: chain.caipNetworkId,
      },
      transfers: [
        {
          fungible_info: {
            name: 'Bitcoin',
            symbol: 'BTC',
            icon: { url: `${cloud.url}/public/getTokenImage/BTC` },
          },
          direction: 'in',
          quantity: { numeric: '0.25' },
          price: 60_000,
          value: 15_000,
        },
      ],
    })
    expect(pending.data[0]?.metadata).not.toHaveProperty('nonce')
    expect(Date.parse(pending.data[0]?.metadata.minedAt ?? '')).toBeGreaterThanOrEqual(sentAt - 1000)

    const height = await chain.mine()
    const mined = (await historyOf(address)).data[0]
    expect(mined).toMatchObject({ id: txid, metadata: { status: 'confirmed', nonce: height } })
    const tip = await (await fetch(`${chain.restUrl}/tx/${txid}/status`)).json()
    expect(mined?.metadata.minedAt).toBe(
      new Date((tip as { block_time: number }).block_time * 1000).toISOString(),
    )
    expect(await btcOf(address)).toBe('5.25')
  })

  it('shows a send as what the payee got, its change and fee left out, on both sides', async () => {
    const sender = localBitcoinPayer(chain.restUrl, bitcoinDevSecretKeys[1])
    expect(sender.address).toBe(bitcoinDevAddresses[1])
    const receiver = freshPayer('receiver')
    expect(await balancesOf(receiver.address)).toMatchObject([
      { symbol: 'BTC', quantity: { numeric: '0' }, value: 0 },
    ])
    expect(await historyOf(receiver.address)).toEqual({ data: [], next: null })

    // 3.2 BTC is more than either of the sender's coins (3 + 2): two inputs, change back to it.
    const { txid, fee } = await sender.pay(receiver.address, 320_000_000n)
    expect(await btcOf(sender.address)).toBe(formatUnits(500_000_000n - 320_000_000n - fee, 8))
    expect(await btcOf(receiver.address)).toBe('3.2')
    const sent = (await historyOf(sender.address)).data[0]
    expect(sent).toMatchObject({
      id: txid,
      metadata: {
        operationType: 'send',
        status: 'pending',
        sentFrom: sender.address,
        sentTo: receiver.address,
      },
      transfers: [{ direction: 'out', quantity: { numeric: '3.2' }, value: 192_000 }],
    })
    const received = (await historyOf(receiver.address)).data
    expect(received).toMatchObject([
      {
        id: txid,
        metadata: {
          operationType: 'receive',
          status: 'pending',
          sentFrom: sender.address,
          sentTo: receiver.address,
        },
        transfers: [{ direction: 'in', quantity: { numeric: '3.2' } }],
      },
    ])

    await chain.mine()
    expect((await historyOf(sender.address)).data[0]?.metadata.status).toBe('confirmed')
    expect((await historyOf(receiver.address)).data[0]?.metadata.status).toBe('confirmed')

    // Spending from the fresh address: its whole coin goes out as payment and change.
    const back = await receiver.pay(sender.address, 100_000_000n)
    expect(await btcOf(receiver.address)).toBe(formatUnits(320_000_000n - 100_000_000n - back.fee, 8))
    expect((await historyOf(receiver.address)).data.map((entry) => entry.transfers[0]?.direction)).toEqual([
      'out',
      'in',
    ])
  })

  it('pages the history with its cursor, mempool first, without repeating or skipping', async () => {
    const receiver = freshPayer('paged')
    const paid: string[] = []
    for (let n = 0; n < 23; n++) paid.push(await chain.fund(receiver.address, 1_000_000n + BigInt(n)))
    const waiting = await historyOf(receiver.address)
    // Every mempool transaction is on the first page; none is confirmed yet, so no next page.
    expect(waiting.next).toBeNull()
    expect(new Set(waiting.data.map((entry) => entry.id))).toEqual(new Set(paid))
    expect(waiting.data.every((entry) => entry.metadata.status === 'pending')).toBe(true)

    await chain.mine()
    const first = await historyOf(receiver.address)
    expect(first.data).toHaveLength(20)
    expect(first.next).toBe(first.data.at(-1)?.id)
    const second = await historyOf(receiver.address, first.next ?? '')
    expect(second.next).toBeNull()
    const ids = [...first.data, ...second.data].map((entry) => entry.id)
    expect(ids).toHaveLength(23)
    expect(new Set(ids)).toEqual(new Set(paid))
    expect([...first.data, ...second.data].every((entry) => entry.metadata.status === 'confirmed')).toBe(true)
  })

  it('answers the refusals of the other chains: unknown chain, address of another network, bad cursor, node down', async () => {
    const address = bitcoinDevAddresses[0]
    const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
    expect(await getJson(`/v1/account/${address}/balance?${query(testnet)}`)).toEqual({
      status: 400,
      body: { error: `Chain ${testnet} is not supported` },
    })
    expect(await getJson(`/v1/account/${mainnetAddress}/history?${query(chain.caipNetworkId)}`)).toEqual({
      status: 400,
      body: { error: 'address must be an address of Bitcoin Regtest (bcrt1…, m…, n… or 2…)' },
    })
    expect(await getJson(`/v1/account/${address}/history?${query(chain.caipNetworkId)}&cursor=abc`)).toEqual({
      status: 400,
      body: { error: 'cursor is not a cursor this service gave out' },
    })
    for (const call of ['balance', 'history']) {
      const down = await getJson<{ error: string }>(
        `/v1/account/${mainnetAddress}/${call}?${query(downChain)}`,
      )
      expect(down.status).toBe(502)
      expect(down.body.error).toContain(`The node of chain ${downChain} is unavailable`)
    }
  })
})
