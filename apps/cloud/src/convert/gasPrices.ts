import type { ConvertGasPriceResponse } from '@gatehouse/common'
import type { ChainService } from '../chains/chainServices'

const mean = (values: readonly bigint[]) =>
  values.length === 0 ? 0n : values.reduce((sum, value) => sum + value, 0n) / BigInt(values.length)
const max = (...values: bigint[]) => values.reduce((best, value) => (value > best ? value : best))

/**
 * The chain's gas prices, in wei: `standard` is the node's `eth_gasPrice`; `fast` the next block's
 * base fee plus the median tip of the last 10 blocks; `instant` twice the next base fee (it stays
 * valid through a run of full blocks) plus their 90th-percentile tip. Each is at least the one
 * before it.
 */
export async function gasPricesOf(chain: ChainService): Promise<ConvertGasPriceResponse> {
  const [gasPrice, history] = await chain.node.read((client) =>
    Promise.all([
      client.getGasPrice(),
      client.getFeeHistory({ blockCount: 10, rewardPercentiles: [50, 90] }),
    ]),
  )
  const nextBaseFee = history.baseFeePerGas.at(-1) ?? 0n
  const tips = (index: number) => (history.reward ?? []).map((rewards) => rewards[index] ?? 0n)
  const fast = max(gasPrice, nextBaseFee + mean(tips(0)))
  const instant = max(fast, 2n * nextBaseFee + mean(tips(1)))
  return { standard: String(gasPrice), fast: String(fast), instant: String(instant) }
}
