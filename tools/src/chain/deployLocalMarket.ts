import {
  encodeDeployData,
  erc20Abi,
  getAddress,
  keccak256,
  maxUint256,
  parseEther,
  parseUnits,
  type Address,
} from 'viem'
import { contractArtifacts } from './contracts/artifacts'
import type { LocalToken } from './deployLocalTokens'
import { createLocalDeployer } from './localDeployer'
import {
  localMarketPlan,
  marketDeployerPrivateKey,
  type LocalMarketSpec,
  type LocalPoolAsset,
} from './localMarketPlan'
import type { LocalChain } from './startAnvil'
import { factoryAbi, pairAbi, routerAbi, uniswapArtifacts } from './uniswapArtifacts'

/** A seeded pool of a local market. */
export interface LocalPool {
  a: LocalPoolAsset
  b: LocalPoolAsset
  /** The pair contract (`factory.getPair`). */
  pair: Address
}

/** A Uniswap V2 market deployed on a local chain: its factory, its router and its pools. */
export interface LocalMarketRouter {
  name: string
  factory: Address
  router: Address
  pools: LocalPool[]
}

/** The swap market of a local chain; the same addresses on every fresh chain. */
export interface LocalMarket {
  weth: Address
  routers: LocalMarketRouter[]
}

const { GatehouseToken } = contractArtifacts

/**
 * Deploys WETH9 and each market of `plan` (a Uniswap V2 factory and router from their published
 * artifacts) on a local chain from the market deployer (anvil account 7), then mints the tokens it
 * pools to itself and seeds every pool. Each pool is checked through the router: the router finds
 * pairs with an init-code hash it has hard-coded, so a pair code that does not match it would leave
 * the router quoting from an address with no pool; the deployment fails loudly then.
 */
export async function deployLocalMarket(
  chain: LocalChain,
  tokens: readonly LocalToken[],
  plan: readonly LocalMarketSpec[] = localMarketPlan,
  /** The creation code to deploy; the published artifacts unless a test changes them. */
  artifacts: typeof uniswapArtifacts = uniswapArtifacts,
): Promise<LocalMarket> {
  // The router finds a pair at the CREATE2 address of the pair code's hash, which it has hard-coded.
  const pairCodeHash = keccak256(artifacts.pair.bytecode).slice(2)
  if (!artifacts.router.bytecode.toLowerCase().includes(pairCodeHash)) {
    throw new Error(
      `The router's hard-coded pair init-code hash does not match the pair's code (0x${pairCodeHash}): ` +
        'the router would look for pools where the factory never puts them',
    )
  }
  const { client, nextNonce, checked } = await createLocalDeployer(chain, marketDeployerPrivateKey)
  const self = client.account.address

  async function deploy(what: string, data: `0x${string}`): Promise<Address> {
    const receipt = checked(
      await client.sendTransactionSync({ data, nonce: nextNonce() }),
      `Deploying ${what}`,
    )
    if (!receipt.contractAddress)
      throw new Error(`Deploying ${what} created no contract on chain ${chain.chainId}`)
    return getAddress(receipt.contractAddress)
  }

  const weth = await deploy('WETH9', artifacts.weth.bytecode)
  const deployed: { spec: LocalMarketSpec; factory: Address; router: Address }[] = []
  for (const spec of plan) {
    const factory = await deploy(
      `${spec.name} factory`,
      encodeDeployData({ ...artifacts.factory, args: [self] }),
    )
    const router = await deploy(
      `${spec.name} router`,
      encodeDeployData({ ...artifacts.router, args: [factory, weth] }),
    )
    deployed.push({ spec, factory, router })
  }

  const tokenOf = (symbol: Exclude<LocalPoolAsset, 'ETH'>): LocalToken => {
    const token = tokens.find((candidate) => candidate.symbol === symbol)
    if (!token)
      throw new Error(`The local market pools ${symbol}, which chain ${chain.chainId} does not have`)
    return token
  }
  const addressOf = (asset: LocalPoolAsset) => (asset === 'ETH' ? weth : tokenOf(asset).address)
  const unitsOf = (asset: LocalPoolAsset, amount: bigint) =>
    asset === 'ETH' ? parseEther(String(amount)) : parseUnits(String(amount), tokenOf(asset).decimals)

  // The deployer mints what it pools (the local tokens' mint is open) and lets every router take it.
  const needed = new Map<Exclude<LocalPoolAsset, 'ETH'>, bigint>()
  for (const { spec } of deployed) {
    for (const pool of spec.pools) {
      for (const [asset, amount] of [
        [pool.a, pool.amountA],
        [pool.b, pool.amountB],
      ] as const) {
        if (asset !== 'ETH') needed.set(asset, (needed.get(asset) ?? 0n) + unitsOf(asset, amount))
      }
    }
  }
  for (const [symbol, amount] of needed) {
    const token = tokenOf(symbol).address
    const minted = await client.writeContractSync({
      address: token,
      abi: GatehouseToken.abi,
      functionName: 'mint',
      args: [self, amount],
      nonce: nextNonce(),
    })
    checked(minted, `Minting ${symbol} for the local market`)
    for (const { router } of deployed) {
      const approved = await client.writeContractSync({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
        nonce: nextNonce(),
      })
      checked(approved, `Approving ${symbol} to router ${router}`)
    }
  }

  const routers: LocalMarketRouter[] = []
  for (const { spec, factory, router } of deployed) {
    const pools: LocalPool[] = []
    for (const pool of spec.pools) {
      const what = `Seeding the ${pool.a}/${pool.b} pool of ${spec.name}`
      const [amountA, amountB] = [unitsOf(pool.a, pool.amountA), unitsOf(pool.b, pool.amountB)]
      const receipt =
        pool.a === 'ETH' || pool.b === 'ETH'
          ? await client.writeContractSync({
              address: router,
              abi: routerAbi,
              functionName: 'addLiquidityETH',
              args: [
                addressOf(pool.a === 'ETH' ? pool.b : pool.a),
                pool.a === 'ETH' ? amountB : amountA,
                0n,
                0n,
                self,
                maxUint256,
              ],
              value: pool.a === 'ETH' ? amountA : amountB,
              nonce: nextNonce(),
            })
          : await client.writeContractSync({
              address: router,
              abi: routerAbi,
              functionName: 'addLiquidity',
              args: [addressOf(pool.a), addressOf(pool.b), amountA, amountB, 0n, 0n, self, maxUint256],
              nonce: nextNonce(),
            })
      checked(receipt, what)
      const pair = await verifiedPair(
        factory,
        router,
        addressOf(pool.a),
        addressOf(pool.b),
        `${spec.name} ${pool.a}/${pool.b}`,
      )
      pools.push({ a: pool.a, b: pool.b, pair })
    }
    routers.push({ name: spec.name, factory, router, pools })
  }
  return { weth, routers }

  /**
   * The pair of `a` and `b` in `factory`, after checking that `router` quotes from it: its
   * getAmountsOut must equal the constant-product formula (0.3 % fee) over that pair's reserves.
   */
  async function verifiedPair(factory: Address, router: Address, a: Address, b: Address, what: string) {
    const pair = await client.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    const [[reserve0, reserve1], token0] = await Promise.all([
      client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
      client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
    ])
    const [reserveIn, reserveOut] =
      getAddress(token0) === getAddress(a) ? [reserve0, reserve1] : [reserve1, reserve0]
    const amountIn = reserveIn / 1000n
    const expected = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
    let quoted: bigint | undefined
    try {
      const amounts = await client.readContract({
        address: router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, [a, b]],
      })
      quoted = amounts[1]
    } catch {
      quoted = undefined
    }
    if (quoted !== expected) {
      throw new Error(
        `The ${what} router does not quote from the pair ${pair} its factory made (getAmountsOut ${quoted ?? 'reverted'}, ` +
          `the pair's reserves give ${expected}): the router's hard-coded pair init-code hash does not match the pair's code`,
      )
    }
    return getAddress(pair)
  }
}
