import { generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import type { BalanceEntry, HistoryTransaction } from './cloudAnswers'
import { solanaDevAddresses } from '@gatehouse/harness/wallet/node'
import type { LocalSolanaChain, LocalSolanaToken } from '../solana/LocalSolanaChain'
import { startLocalSolanaChain } from '../solana/startLocalSolanaChain'
import { cloudSolanaChainsOf } from './cloudSolanaChains'
import { localSolanaTransfers, solanaDevSigner } from './localSolanaTransfers'

let chain: LocalSolanaChain
let cloud: CloudProcess
// A cluster that is configured but whose node does not answer.
const downCluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

beforeAll(async () => {
  chain = await startLocalSolanaChain()
  cloud = await startCloudProcess({
    config: {
      solanaChains: [
        ...cloudSolanaChainsOf(chain),
        { caipNetworkId: downCluster, name: 'Down', rpcUrl: 'http://127.0.0.1:9' },
      ],
    },
  })
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
const historyOf = async (address: string, cursor?: string) =>
  (
    await getJson<{ data: HistoryTransaction[]; next: string | null }>(
      `/v1/account/${address}/history?${query(chain.caipNetworkId)}${cursor ? `&cursor=${cursor}` : ''}`,
    )
  ).body
const tokenOf = (program: LocalSolanaToken['program']) => {
  const token = chain.tokens.find((candidate) => candidate.program === program)
  if (!token) throw new Error(`no ${program} mint`)
  return token
}

describe('the blockchain API on the local Solana chain', () => {
  it('lists the local cluster among the supported chains', async () => {
    const { body } = await getJson<{ http: string[] }>(`/v1/supported-chains?projectId=p`)
    expect(body.http).toContain(chain.caipNetworkId)
    // The NFTs tab of a Solana account: no NFTs read there, an empty list rather than an error.
    const nfts = await getJson(`/v1/account/${solanaDevAddresses[0]}/nfts?${query(chain.caipNetworkId)}`)
    expect(nfts).toEqual({ status: 200, body: { data: [] } })
  })

  it('answers SOL and the Token and Token-2022 balances, then what transfers moved, newest first in history', async () => {
    const sender = await solanaDevSigner(1)
    const receiver = (await generateKeyPairSigner()).address
    const transfers = localSolanaTransfers(chain.rpcUrl)
    const gusd = tokenOf('token')
    const gpt = tokenOf('token-2022')

    const before = await balancesOf(sender.address)
    expect(before.map((entry) => [entry.symbol, entry.quantity.numeric])).toEqual([
      ['SOL', '100'],
      [gusd.symbol, '1000'],
      [gpt.symbol, '5000'],
    ])
    expect(before[0]).toMatchObject({
      name: 'Solana',
      chainId: chain.caipNetworkId,
      price: 150,
      value: 15_000,
    })
    expect(before[0]).not.toHaveProperty('address')
    expect(before[1]).toMatchObject({
      name: gusd.name,
      address: `${chain.caipNetworkId}:${gusd.mint}`,
      quantity: { decimals: '6' },
    })

    const solSignature = await transfers.sendSol(sender, receiver, 1_500_000_000n)
    await transfers.sendToken(sender, receiver, gusd, 12_500_000n)
    const gptSignature = await transfers.sendToken(sender, receiver, gpt, 3_000n)

    expect(await balancesOf(receiver)).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '1.5' }, value: 225 }),
      expect.objectContaining({
        symbol: gusd.symbol,
        quantity: { decimals: '6', numeric: '12.5' },
        price: 1,
        value: 12.5,
      }),
      expect.objectContaining({ symbol: gpt.symbol, quantity: { decimals: '2', numeric: '30' } }),
    ])
    const { data, next } = await historyOf(receiver)
    expect(next).toBeNull()
    expect(data.map((entry) => [entry.id, entry.metadata.operationType, entry.metadata.status])).toEqual([
      [gptSignature, 'receive', 'confirmed'],
      [expect.any(String), 'receive', 'confirmed'],
      [solSignature, 'receive', 'confirmed'],
    ])
    expect(data[0]).toMatchObject({
      metadata: {
        sentFrom: sender.address,
        sentTo: receiver,
        chain: chain.caipNetworkId,
        hash: gptSignature,
      },
      transfers: [
        {
          fungible_info: { symbol: gpt.symbol, name: gpt.name },
          direction: 'in',
          quantity: { numeric: '30' },
        },
      ],
    })
    expect(data[2]?.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'SOL' }),
        direction: 'in',
        quantity: { numeric: '1.5' },
      }),
    ])
    const sent = (await historyOf(sender.address)).data[0]
    expect(sent).toMatchObject({
      id: gptSignature,
      metadata: { operationType: 'send', sentFrom: sender.address, sentTo: receiver },
      transfers: [{ direction: 'out', quantity: { numeric: '30' } }],
    })
    expect(Date.parse(sent?.metadata.minedAt ?? '')).toBeGreaterThan(Date.parse('2020-01-01'))
  })

  it('pages the history with its cursor, without repeating or skipping', async () => {
    const sender = await solanaDevSigner(2)
    const receiver = (await generateKeyPairSigner()).address
    const transfers = localSolanaTransfers(chain.rpcUrl)
    const sent: string[] = []
    for (let index = 0; index < 23; index++)
      sent.push(await transfers.sendSol(sender, receiver, 1_000_000_000n + BigInt(index)))
    const first = await historyOf(receiver)
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await historyOf(receiver, first.next ?? '')
    expect(second.next).toBeNull()
    expect([...first.data, ...second.data].map((entry) => entry.id)).toEqual(sent.reverse())
  })

  it('answers the existing refusals: unknown chain, bad address or cursor, node down', async () => {
    const address = solanaDevAddresses[0]
    const unknown = await getJson(
      `/v1/account/${address}/balance?${query('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')}`,
    )
    expect(unknown).toEqual({
      status: 400,
      body: { error: 'Chain solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z is not supported' },
    })
    const evmAddress = await getJson(
      `/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/history?${query(chain.caipNetworkId)}`,
    )
    expect(evmAddress.status).toBe(400)
    const badCursor = await getJson(`/v1/account/${address}/history?${query(chain.caipNetworkId)}&cursor=abc`)
    expect(badCursor).toEqual({
      status: 400,
      body: { error: 'cursor is not a cursor this service gave out' },
    })
    const down = await getJson<{ error: string }>(`/v1/account/${address}/balance?${query(downCluster)}`)
    expect(down.status).toBe(502)
    expect(down.body.error).toContain(`The node of chain ${downCluster} is unavailable`)
  })
})
