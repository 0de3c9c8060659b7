import { decodeFunctionData, getAddress, keccak256, toHex, type Hash } from 'viem'
import type { ChainService } from '../chains/chainServices'
import { uniswapV2RouterAbi } from '../convert/swapAbis'
import type { HistoryRecord } from './historyStore'

/** keccak256("Withdrawal(address,uint256)"): WETH9 unwrapping, the router's step before it pays out Ether. */
const withdrawalTopic = keccak256(toHex('Withdrawal(address,uint256)'))

/** The configured router (lower case) a transaction was sent to by `address`, if any. */
export function routerSwapOf(service: ChainService, record: HistoryRecord, address: string) {
  if (record.from !== address || !record.to) return undefined
  return service.config.swaps?.routers.find((router) => router.address.toLowerCase() === record.to)
}

/**
 * The Ether a router swap paid out to `address`: for a `swapExactTokensForETH` to it, what the
 * router unwrapped from its WETH in that transaction (the Withdrawal logs whose source is the router).
 * The index keeps Transfer logs only and this leg is an internal call, so it is read from the node.
 */
export async function routerEtherPaidOut(
  service: ChainService,
  record: HistoryRecord,
  router: { address: string; weth: string },
  address: string,
): Promise<bigint> {
  if (record.failed) return 0n
  const hash = record.hash as Hash
  const [transaction, receipt] = await service.node.read((client) =>
    Promise.all([client.getTransaction({ hash }), client.getTransactionReceipt({ hash })]),
  )
  let call
  try {
    call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: transaction.input })
  } catch {
    return 0n
  }
  if (call.functionName !== 'swapExactTokensForETH' || call.args[3].toLowerCase() !== address) return 0n
  const routerTopic = `0x${'0'.repeat(24)}${router.address.slice(2).toLowerCase()}`
  return receipt.logs
    .filter(
      (log) =>
        getAddress(log.address) === getAddress(router.weth) &&
        log.topics[0] === withdrawalTopic &&
        log.topics[1]?.toLowerCase() === routerTopic,
    )
    .reduce((sum, log) => sum + BigInt(log.data), 0n)
}
