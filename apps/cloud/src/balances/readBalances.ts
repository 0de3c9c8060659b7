import { erc20Abi, type Address } from 'viem'
import type { ChainService } from '../chains/chainServices'
import { isUnreachableNode } from '../chains/ChainUnavailableError'
import type { TokenConfig } from '../config/chainConfig'

/** An address's holdings on one chain, in base units. */
export interface Holdings {
  native: bigint
  /** The configured ERC-20 tokens with a decimals above 0, in configuration order. */
  tokens: { token: TokenConfig; amount: bigint }[]
}

/**
 * Reads the native balance and each configured token's balanceOf (one batched round trip). Tokens
 * with 0 decimals are not asked: balances leave them out (docs/reference/validation.md#zero-decimal-tokens). A token whose contract does not
 * answer balanceOf (not deployed on this chain, say) counts as 0; a node that cannot be reached is a
 * ChainUnavailableError.
 */
export function readHoldings(service: ChainService, address: Address): Promise<Holdings> {
  const tokens = service.tokens.tokens.filter((token) => token.decimals > 0)
  return service.node.read(async (client) => {
    const [native, ...amounts] = await Promise.all([
      client.getBalance({ address }),
      ...tokens.map((token) =>
        client
          .readContract({
            address: token.address as Address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          })
          .catch((error: unknown) => {
            if (isUnreachableNode(error)) throw error
            return 0n
          }),
      ),
    ])
    return { native, tokens: tokens.map((token, index) => ({ token, amount: amounts[index] ?? 0n })) }
  })
}
