import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  decodeFunctionData,
  formatEther,
  formatUnits,
  http,
  erc20Abi,
  getAddress,
  parseAbi,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { contractArtifacts } from '../chain/contracts/artifacts'
import type { LocalTokenChain } from '../chain/localTokenChains'
import { startCloudWithLocalChains, type CloudWithLocalChains } from './cloudWithLocalChains'
import type { HistoryPage } from './cloudAnswers'
import { fundedLocalAccount, type LocalChainAccount } from './localChainAccount'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

interface Quote {
  id: string
  fromAmount: string
  toAmount: string
  fromAccount: string
  toAccount: string
}
interface BuiltTransaction {
  tx: { from: string; to: string; data: Hex; amount: string; eip155: { gas: string; gasPrice: string } }
}
interface BuiltApprove {
  tx: { from: string; to: string; data: Hex; value: string; eip155: { gasPrice: string } }
}

let stack: CloudWithLocalChains
beforeAll(async () => {
  stack = await startCloudWithLocalChains()
})
afterAll(() => stack?.stop())

const chain = () => stack.chains[0] as LocalTokenChain
let client: ReturnType<typeof createPublicClient> | undefined
const reader = () => (client ??= createPublicClient({ transport: http(chain().rpcUrl) }))
const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const caip = (address: string) => `eip155:31337:${address}`
const token = (symbol: string) => caip(stack.token(symbol).address)
const routerNamed = (name: string) =>
  chain().market.routers.find((router) => router.name === name)?.router as Address
const devAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const plain = (caip10: string) => getAddress(caip10.split(':')[2] as string)

async function quotes(from: string, to: string, amount: bigint, user: Address = devAddress) {
  return stack.getJson<{ quotes: Quote[] } & { error?: string; code?: string }>(
    `/v1/convert/quotes?amount=${amount}&userAddress=${caip(user)}&from=${from}&to=${to}&projectId=p`,
  )
}
/** The router's own getAmountsOut for the router and path a quote's id names. */
async function routerAmountOut(quote: Quote): Promise<bigint> {
  const [router, pathText] = quote.id.split(':') as [Address, string]
  const amounts = await reader().readContract({
    address: router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [BigInt(quote.fromAmount), pathText.split('>') as Address[]],
  })
  return amounts.at(-1) as bigint
}
async function post<T>(path: string, body: unknown) {
  const response = await fetch(`${stack.cloud.url}${path}`, { method: 'POST', body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T & { error?: string; code?: string } }
}
const buildSwap = (
  account: LocalChainAccount,
  from: string,
  to: string,
  amount: bigint,
  extra: object = {},
) =>
  post<BuiltTransaction>('/v1/convert/build-transaction', {
    amount: String(amount),
    projectId: 'p',
    from,
    to,
    userAddress: caip(account.account.address),
    ...extra,
  })
async function send(
  account: LocalChainAccount,
  tx: { to: string; data: Hex; amount?: string; value?: string; eip155: { gas?: string } },
) {
  const receipt = await account.sendTransactionSync({
    to: plain(tx.to),
    data: tx.data,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  expect(receipt.status).toBe('success')
  return receipt
}
const balanceOf = (symbol: string, owner: Address) =>
  reader().readContract({
    address: stack.token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
/** The newest transaction of the account's Activity: its operation and its legs (direction, symbol, amount). */
async function latestActivity(account: LocalChainAccount) {
  const { status, body } = await stack.getJson<HistoryPage>(
    `/v1/account/${account.account.address}/history?chainId=eip155:31337&projectId=p`,
  )
  expect(status).toBe(200)
  const [latest] = body.data
  return {
    operationType: latest?.metadata.operationType,
    legs: latest?.transfers.map((transfer) => [
      transfer.direction,
      transfer.fungible_info?.symbol,
      transfer.quantity.numeric,
    ]),
  }
}
async function withGusd(amount: bigint): Promise<LocalChainAccount> {
  const account = await fundedLocalAccount(chain())
  await account.writeContractSync({
    address: stack.token('GUSD').address,
    abi: contractArtifacts.GatehouseToken.abi,
    functionName: 'mint',
    args: [account.account.address, amount],
  })
  return account
}

describe('the convert API on the local market', () => {
  it('offers ETH, GUSD and USDT of the chain as CAIP-10 tokens', async () => {
    const { status, body } = await stack.getJson<{
      tokens: { symbol: string; address: string; decimals: number }[]
    }>('/v1/convert/tokens?chainId=eip155:31337')
    expect(status).toBe(200)
    expect(body.tokens.map(({ symbol, address, decimals }) => [symbol, address, decimals])).toEqual([
      ['ETH', native, 18],
      ['GUSD', token('GUSD'), 6],
      ['USDT', token('USDT'), 6],
    ])
  })

  it('quotes the best router first: the shallower market for a small ETH swap, the deep one for a large one', async () => {
    const small = await quotes(native, token('GUSD'), parseEther('1'))
    expect(small.status).toBe(200)
    const [best, ...others] = small.body.quotes as [Quote, ...Quote[]]
    expect(best.id.startsWith(`${routerNamed('Harbour Swap')}:`)).toBe(true)
    expect(others.some((quote) => quote.id.startsWith(`${routerNamed('Gatehouse Swap')}:`))).toBe(true)
    expect(BigInt(best.toAmount)).toBe(await routerAmountOut(best))
    expect(best).toMatchObject({
      fromAmount: String(parseEther('1')),
      fromAccount: native,
      toAccount: token('GUSD'),
    })
    const amounts = small.body.quotes.map((quote) => BigInt(quote.toAmount))
    expect(amounts).toEqual([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))

    const large = await quotes(native, token('GUSD'), parseEther('10'))
    const [bestLarge] = large.body.quotes as [Quote]
    expect(bestLarge.id.startsWith(`${routerNamed('Gatehouse Swap')}:`)).toBe(true)
    expect(BigInt(bestLarge.toAmount)).toBe(await routerAmountOut(bestLarge))
  })

  it('finds two-hop routes through a pool token, each equal to the router getAmountsOut', async () => {
    const { body } = await quotes(native, token('USDT'), parseEther('0.5'))
    const harbour = body.quotes.filter((quote) => quote.id.startsWith(`${routerNamed('Harbour Swap')}:`))
    // Harbour Swap has no ETH/USDT pool: it routes through GUSD.
    expect(harbour.map((quote) => quote.id.split(':')[1]?.split('>').length)).toEqual([3])
    for (const quote of body.quotes) expect(BigInt(quote.toAmount)).toBe(await routerAmountOut(quote))
  })

  it('answers 400 INSUFFICIENT_LIQUIDITY for an amount the pools cannot take', async () => {
    const { status, body } = await quotes(native, token('GUSD'), parseEther('1000'))
    expect(status).toBe(400)
    expect(body.code).toBe('INSUFFICIENT_LIQUIDITY')
  })

  it('refuses chains without swaps and bad parameters', async () => {
    const tokens = await stack.getJson<{ error: string; code: string }>('/v1/convert/tokens?chainId=eip155:1')
    expect(tokens).toEqual({
      status: 400,
      body: { error: 'Network not supported for Swaps', code: 'UNSUPPORTED_NETWORK' },
    })
    const gas = await stack.getJson<{ error: string }>('/v1/convert/gas-price?chainId=eip155:999')
    expect(gas).toEqual({
      status: 400,
      body: { error: 'Network not supported for Gas Price', code: 'UNSUPPORTED_NETWORK' },
    })
    const badAmount = await stack.getJson<{ error: string }>(
      `/v1/convert/quotes?amount=1.5&userAddress=${caip(devAddress)}&from=${native}&to=${token('GUSD')}`,
    )
    expect(badAmount.status).toBe(400)
    expect(badAmount.body.error).toMatch(/amount/)
    const mixed = await quotes(native, `eip155:1337:${stack.token('GUSD').address}`, 1000n)
    expect(mixed.status).toBe(400)
  })

  it('reads gas prices from the chain', async () => {
    const { status, body } = await stack.getJson<{ standard: string; fast: string; instant: string }>(
      '/v1/convert/gas-price?chainId=eip155:31337',
    )
    expect(status).toBe(200)
    expect(BigInt(body.standard)).toBe(await reader().getGasPrice())
    expect(BigInt(body.fast)).toBeGreaterThanOrEqual(BigInt(body.standard))
    expect(BigInt(body.instant)).toBeGreaterThanOrEqual(BigInt(body.fast))
  })

  it('builds an ETH → GUSD swap with 1 % slippage by default that executes and pays the user', async () => {
    const account = await fundedLocalAccount(chain())
    const amount = parseEther('0.2')
    const [quote] = (await quotes(native, token('GUSD'), amount, account.account.address)).body.quotes as [
      Quote,
    ]
    const { status, body } = await buildSwap(account, native, token('GUSD'), amount)
    expect(status).toBe(200)
    expect(body.tx).toMatchObject({ from: caip(account.account.address), amount: String(amount) })
    expect(plain(body.tx.to)).toBe(plain(`x:x:${quote.id.split(':')[0]}`))
    const call = decodeFunctionData({ abi: routerAbi, data: body.tx.data })
    expect(call.functionName).toBe('swapExactETHForTokens')
    expect(call.args[0]).toBe((BigInt(quote.toAmount) * 99n) / 100n)
    await send(account, body.tx)
    expect(await balanceOf('GUSD', account.account.address)).toBe(BigInt(quote.toAmount))
    expect(await latestActivity(account)).toEqual({
      operationType: 'trade',
      legs: [
        ['out', 'ETH', '0.2'],
        ['in', 'GUSD', formatUnits(BigInt(quote.toAmount), 6)],
      ],
    })
  })

  it('takes an explicit slippage and builds without an estimate when asked', async () => {
    const account = await fundedLocalAccount(chain())
    const amount = parseEther('0.1')
    const [quote] = (await quotes(native, token('USDT'), amount, account.account.address)).body.quotes as [
      Quote,
    ]
    const { body } = await buildSwap(account, native, token('USDT'), amount, {
      eip155: { slippage: '5' },
      disableEstimate: true,
    })
    const call = decodeFunctionData({ abi: routerAbi, data: body.tx.data })
    expect(call.args[0]).toBe((BigInt(quote.toAmount) * 95n) / 100n)
    expect(BigInt(body.tx.eip155.gas)).toBeGreaterThan(100_000n)
    await send(account, body.tx)
    expect(await balanceOf('USDT', account.account.address)).toBe(BigInt(quote.toAmount))
  })

  it('reports the allowance before and after the approve it builds, then swaps GUSD for ETH and USDT', async () => {
    const amount = parseUnits('100', 6)
    const account = await withGusd(amount * 2n)
    const user = account.account.address
    const allowance = () =>
      stack.getJson<{ allowance: string }>(
        `/v1/convert/allowance?tokenAddress=${token('GUSD')}&userAddress=${caip(user)}`,
      )
    expect((await allowance()).body).toEqual({ allowance: '0' })

    const refused = await buildSwap(account, token('GUSD'), native, amount)
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('INSUFFICIENT_ALLOWANCE')

    const approve = await stack.getJson<BuiltApprove>(
      `/v1/convert/build-approve?userAddress=${caip(user)}&from=${token('GUSD')}&to=${native}&amount=${amount * 2n}`,
    )
    expect(approve.status).toBe(200)
    expect(approve.body.tx).toMatchObject({ from: caip(user), to: token('GUSD'), value: '0' })
    await send(account, { ...approve.body.tx, eip155: {} })
    expect((await allowance()).body).toEqual({ allowance: String(amount * 2n) })

    const [toEth] = (await quotes(token('GUSD'), native, amount, user)).body.quotes as [Quote]
    const swap = await buildSwap(account, token('GUSD'), native, amount)
    expect(swap.status).toBe(200)
    expect(decodeFunctionData({ abi: routerAbi, data: swap.body.tx.data }).functionName).toBe(
      'swapExactTokensForETH',
    )
    const ethBefore = await reader().getBalance({ address: user })
    const receipt = await send(account, swap.body.tx)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await reader().getBalance({ address: user })).toBe(ethBefore - fee + BigInt(toEth.toAmount))
    expect(await balanceOf('GUSD', user)).toBe(amount)
    expect(await latestActivity(account)).toEqual({
      operationType: 'trade',
      legs: [
        ['out', 'GUSD', '100'],
        ['in', 'ETH', formatEther(BigInt(toEth.toAmount))],
      ],
    })

    const toUsdt = await buildSwap(account, token('GUSD'), token('USDT'), amount)
    expect(toUsdt.status).toBe(200)
    expect(decodeFunctionData({ abi: routerAbi, data: toUsdt.body.tx.data }).functionName).toBe(
      'swapExactTokensForTokens',
    )
    await send(account, toUsdt.body.tx)
    expect(await balanceOf('GUSD', user)).toBe(0n)
    expect(await balanceOf('USDT', user)).toBeGreaterThan(parseUnits('98', 6))
  })
})
