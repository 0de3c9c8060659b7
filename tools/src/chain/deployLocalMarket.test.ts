import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  parseEther,
  type Address,
  type Hex,
} from 'viem'
import { deployLocalMarket } from './deployLocalMarket'
import { startLocalChainsWithTokens, type LocalTokenChain } from './localTokenChains'
import { localMarketPlan } from './localMarketPlan'
import { factoryAbi, pairAbi, routerAbi, uniswapArtifacts } from './uniswapArtifacts'
import { startAnvil } from './startAnvil'
import { deployLocalTokens } from './deployLocalTokens'

let chains: LocalTokenChain[]
beforeAll(async () => {
  chains = await startLocalChainsWithTokens()
})
afterAll(() => Promise.all(chains?.map((chain) => chain.stop()) ?? []))

describe('the local swap market', () => {
  it('is at the same addresses on both chains, two routers over one WETH', () => {
    const [first, second] = chains as [LocalTokenChain, LocalTokenChain]
    expect(second.market).toEqual(first.market)
    expect(first.market.routers.map((router) => router.name)).toEqual(
      localMarketPlan.map((spec) => spec.name),
    )
    expect(first.market.routers[0]?.pools.map((pool) => `${pool.a}/${pool.b}`)).toEqual([
      'ETH/GUSD',
      'ETH/USDT',
      'GUSD/USDT',
    ])
  })

  it('has seeded pools the routers quote from, with the factory and WETH they were made with', async () => {
    const chain = chains[0] as LocalTokenChain
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const gusd = chain.tokens.find((token) => token.symbol === 'GUSD')?.address as Address
    for (const { factory, router, pools } of chain.market.routers) {
      expect(
        getAddress(await client.readContract({ address: router, abi: routerAbi, functionName: 'factory' })),
      ).toBe(factory)
      expect(
        getAddress(await client.readContract({ address: router, abi: routerAbi, functionName: 'WETH' })),
      ).toBe(chain.market.weth)
      for (const pool of pools) {
        const [reserve0, reserve1] = await client.readContract({
          address: pool.pair,
          abi: pairAbi,
          functionName: 'getReserves',
        })
        expect(reserve0 > 0n && reserve1 > 0n).toBe(true)
      }
      const pair = await client.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [chain.market.weth, gusd],
      })
      expect(getAddress(pair)).toBe(pools[0]?.pair)
      expect(
        await client.readContract({ address: gusd, abi: erc20Abi, functionName: 'balanceOf', args: [pair] }),
      ).toBeGreaterThan(0n)
    }
    // Harbour Swap prices ETH higher: one ETH buys more GUSD there than on the deep market.
    const [deep, shallow] = await Promise.all(
      chain.market.routers.map((market) =>
        client.readContract({
          address: market.router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [parseEther('1'), [chain.market.weth, gusd]],
        }),
      ),
    )
    expect(shallow?.[1]).toBeGreaterThan(deep?.[1] ?? 0n)
  })

  it('fails loudly when the router looks for pairs with an init-code hash other than the pair code', async () => {
    const pairCodeHash = keccak256(uniswapArtifacts.pair.bytecode).slice(2)
    expect(uniswapArtifacts.router.bytecode).toContain(pairCodeHash)
    const router = {
      ...uniswapArtifacts.router,
      bytecode: uniswapArtifacts.router.bytecode.replace(pairCodeHash, '11'.repeat(32)) as Hex,
    }
    const chain = await startAnvil({ chainId: 31337, port: 0 })
    try {
      const tokens = await deployLocalTokens(chain)
      await expect(
        deployLocalMarket(chain, tokens, localMarketPlan, { ...uniswapArtifacts, router }),
      ).rejects.toThrow(/init-code hash does not match/)
    } finally {
      await chain.stop()
    }
  })
})
