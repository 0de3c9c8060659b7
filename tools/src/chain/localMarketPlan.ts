/** A side of a pool: the native currency (wrapped as WETH in the pool) or a local token by symbol. */
export type LocalPoolAsset = 'ETH' | 'GUSD' | 'USDT'

/** A pool of a local market and the liquidity it is seeded with, in whole units of each side. */
export interface LocalPoolSpec {
  a: LocalPoolAsset
  b: LocalPoolAsset
  /** Whole units of `a` (ETH or tokens, before decimals). */
  amountA: bigint
  /** Whole units of `b`. */
  amountB: bigint
}

/** A Uniswap V2 market (a factory and its router) on the local chains, before it is deployed. */
export interface LocalMarketSpec {
  name: string
  pools: readonly LocalPoolSpec[]
}

/**
 * anvil's development account 7. It deploys WETH and the markets and provides their liquidity (it
 * mints the tokens it pools itself), and sends nothing else: wallets never offer it and no test
 * counts its balances, so on a fresh chain the market's addresses are always the same.
 */
export const marketDeployerPrivateKey = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'

/** The address of `marketDeployerPrivateKey`. */
export const marketDeployerAddress = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

/**
 * The two markets of every local chain, in deployment order. Gatehouse Swap is deep, at the local
 * price file's prices (ETH 3000, the dollar tokens 1). Harbour Swap is shallower and prices ETH at
 * 3100 GUSD, so a small ETH → GUSD swap gets more there (the aggregator must pick it), while a
 * large one moves its price so far that the deep market wins again; it has no ETH/USDT pool, so
 * ETH → USDT has a direct route on Gatehouse Swap and a two-hop one through GUSD on Harbour Swap.
 */
export const localMarketPlan: readonly LocalMarketSpec[] = [
  {
    name: 'Gatehouse Swap',
    pools: [
      { a: 'ETH', b: 'GUSD', amountA: 100n, amountB: 300_000n },
      { a: 'ETH', b: 'USDT', amountA: 100n, amountB: 300_000n },
      { a: 'GUSD', b: 'USDT', amountA: 200_000n, amountB: 200_000n },
    ],
  },
  {
    name: 'Harbour Swap',
    pools: [
      { a: 'ETH', b: 'GUSD', amountA: 50n, amountB: 155_000n },
      { a: 'GUSD', b: 'USDT', amountA: 20_000n, amountB: 19_800n },
    ],
  },
]
