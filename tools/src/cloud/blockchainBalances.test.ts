import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BalanceEntry } from './cloudAnswers'
import { formatEther, parseEther, parseUnits } from 'viem'
import { contractArtifacts } from '../chain/contracts/artifacts'
import { devAddresses } from '../chain/devAccounts'
import type { LocalTokenChain } from '../chain/localTokenChains'
import { startCloudWithLocalChains, type CloudWithLocalChains } from './cloudWithLocalChains'
import { fundedLocalAccount } from './localChainAccount'

let stack: CloudWithLocalChains
beforeAll(async () => {
  stack = await startCloudWithLocalChains()
})
afterAll(() => stack?.stop())

const first = () => stack.chains[0] as LocalTokenChain
const second = () => stack.chains[1] as LocalTokenChain

async function balances(address: string, chainId = 'eip155:31337', forceUpdate = false) {
  const force = forceUpdate ? `&forceUpdate=${chainId}:${address}` : ''
  const started = performance.now()
  const { status, body } = await stack.getJson<{ balances: BalanceEntry[] }>(
    `/v1/account/${address}/balance?currency=usd&chainId=${chainId}&projectId=p&st=appkit&sv=html-wagmi-4.2.2${force}`,
  )
  expect(status).toBe(200)
  return { balances: body.balances, ms: performance.now() - started }
}

describe('GET /v1/account/{address}/balance on the local chains', () => {
  it('lists the native balance first, then the tokens held in configuration order, priced, without 0-decimals tokens', async () => {
    const { balances: answer, ms } = await balances(devAddresses[0])
    console.log(`balance route, first read: ${ms.toFixed(1)} ms`)
    const icon = (symbol: string) => `${stack.cloud.url}/public/getTokenImage/${symbol}`
    expect(answer).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 30_000_000,
        price: 3000,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: icon('ETH'),
      },
      {
        name: 'Gatehouse USD',
        symbol: 'GUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${stack.token('GUSD').address}`,
        value: 1_000_000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: icon('GUSD'),
      },
      {
        name: 'Tether USD',
        symbol: 'USDT',
        chainId: 'eip155:31337',
        address: `eip155:31337:${stack.token('USDT').address}`,
        value: 50_000,
        price: 1,
        quantity: { decimals: '6', numeric: '50000' },
        iconUrl: icon('USDT'),
      },
    ])
    const { ms: cachedMs } = await balances(devAddresses[0])
    console.log(`balance route, from the 5 s read cache: ${cachedMs.toFixed(1)} ms`)
  })

  it('answers only the native balance for an account without tokens, whatever the case of its address', async () => {
    const holder = await fundedLocalAccount(first(), '0.5')
    for (const address of [holder.account.address, holder.account.address.toLowerCase()]) {
      const { balances: answer } = await balances(address)
      expect(answer).toEqual([
        expect.objectContaining({ symbol: 'ETH', value: 1500, quantity: { decimals: '18', numeric: '0.5' } }),
      ])
    }
  })

  it('keeps a read for 5 s, and reads the chain again on forceUpdate, with exact decimals', async () => {
    const holder = await fundedLocalAccount(first(), '1')
    expect((await balances(holder.account.address)).balances.map((entry) => entry.symbol)).toEqual(['ETH'])

    await holder.writeContractSync({
      address: stack.token('GUSD').address,
      abi: contractArtifacts.GatehouseToken.abi,
      functionName: 'mint',
      args: [holder.account.address, 1n],
    })
    await holder.sendTransactionSync({ to: devAddresses[2], value: parseEther('0.25') })
    expect((await balances(holder.account.address)).balances.map((entry) => entry.symbol)).toEqual(['ETH'])

    const fresh = (await balances(holder.account.address, 'eip155:31337', true)).balances
    // Exactly what the node holds, to the last wei, after the gas of two transactions.
    const ether = formatEther(await holder.getBalance({ address: holder.account.address }))
    expect(ether).toMatch(/^0\.749\d{10,}$/)
    expect(fresh.map((entry) => [entry.symbol, entry.quantity.numeric, entry.value])).toEqual([
      ['ETH', ether, Number(ether) * 3000],
      ['GUSD', '0.000001', 0.000001],
    ])
    // The forced read is the one kept.
    expect((await balances(holder.account.address)).balances).toEqual(fresh)
  })

  it('reads each chain on its own node', async () => {
    const holder = await fundedLocalAccount(second(), '2')
    await holder.writeContractSync({
      address: stack.token('USDT').address,
      abi: contractArtifacts.TetherStyleToken.abi,
      functionName: 'mint',
      args: [holder.account.address, parseUnits('7.5', 6)],
    })
    const { balances: answer } = await balances(holder.account.address, 'eip155:1337')
    const ether = formatEther(await holder.getBalance({ address: holder.account.address }))
    expect(answer.map((entry) => [entry.chainId, entry.symbol, entry.quantity.numeric])).toEqual([
      ['eip155:1337', 'ETH', ether],
      ['eip155:1337', 'USDT', '7.5'],
    ])
    expect((await balances(holder.account.address)).balances.map((entry) => entry.quantity.numeric)).toEqual([
      '0',
    ])
  })
})

describe('the other blockchain calls on the local chains', () => {
  it('lists both local chains as supported', async () => {
    expect(await stack.getJson('/v1/supported-chains?projectId=p')).toEqual({
      status: 200,
      body: { http: ['eip155:31337', 'eip155:1337'], ws: [] },
    })
  })

  it('prices the local tokens by CAIP-10 address, leaving out the points token, which has no price', async () => {
    const response = await fetch(`${stack.cloud.url}/v1/fungible/price?projectId=p`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'p',
        addresses: [
          `eip155:1337:${stack.token('USDT').address}`,
          `eip155:31337:${stack.token('PTS').address}`,
          'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        ],
      }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        {
          name: 'Tether USD',
          symbol: 'USDT',
          iconUrl: `${stack.cloud.url}/public/getTokenImage/USDT`,
          price: 1,
        },
        { name: 'Ether', symbol: 'ETH', iconUrl: `${stack.cloud.url}/public/getTokenImage/ETH`, price: 3000 },
      ],
    })
  })
})
