import { createRequire } from 'node:module'
import { parseAbi, type Abi, type Hex } from 'viem'

/** A compiled contract as the Uniswap packages publish it under `build/`. */
interface PublishedArtifact {
  abi: Abi
  bytecode: string
}

const require = createRequire(import.meta.url)

function published(path: string): { abi: Abi; bytecode: Hex } {
  const artifact = require(path) as PublishedArtifact
  const bytecode = artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`
  return { abi: artifact.abi, bytecode: bytecode as Hex }
}

/**
 * The creation code of Uniswap V2 as published on npm (`@uniswap/v2-core@1.0.1`,
 * `@uniswap/v2-periphery@1.1.0-beta.0`): the factory, its pair (whose code hash the router has
 * hard-coded), the router and WETH9.
 */
export const uniswapArtifacts = {
  factory: published('@uniswap/v2-core/build/UniswapV2Factory.json'),
  pair: published('@uniswap/v2-core/build/UniswapV2Pair.json'),
  router: published('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  weth: published('@uniswap/v2-periphery/build/WETH9.json'),
}

/** The calls the deployment makes, typed (the published ABIs are plain JSON). */
export const factoryAbi = parseAbi([
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])
export const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
])
export const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])
