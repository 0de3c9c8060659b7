import { createWalletClient, defineChain, encodeFunctionData, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainService } from '../chains/chainServices'
import { HttpError } from '../http/HttpResponse'
import { sandboxChainIds } from './onrampCatalogue'
import type { OnrampOrder } from './onrampOrderStore'

// `transfer` without a return value: USDT-style tokens return nothing, and the receipt's status is
// what says whether it moved.
const transferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/**
 * The sandbox's treasury: a funded development key from the service's environment (never the
 * database) that pays out what visitors buy, only on the local chains.
 */
export function createSandboxTreasury(treasuryKey: Hex | undefined) {
  const account = treasuryKey ? privateKeyToAccount(treasuryKey) : undefined
  return {
    address: account?.address,
    /** Sends an order's tokens to its buyer and answers the transaction hash once it is mined. */
    async payOut(chain: ChainService, order: OnrampOrder): Promise<Hex> {
      if (!account)
        throw new HttpError(503, 'The on-ramp sandbox has no treasury key: set GATEHOUSE_ONRAMP_TREASURY_KEY')
      if (!sandboxChainIds.includes(chain.chainId))
        throw new HttpError(403, `The on-ramp sandbox pays out only on local chains, not ${chain.chainId}`)
      const id = Number(chain.chainId.slice('eip155:'.length))
      const client = createWalletClient({
        account,
        chain: defineChain({
          id,
          name: chain.config.name,
          nativeCurrency: chain.config.nativeCurrency,
          rpcUrls: { default: { http: [chain.config.rpcUrl] } },
        }),
        transport: http(chain.config.rpcUrl),
      })
      // The node must be the local chain it claims to be before anything is signed for it.
      if ((await client.getChainId()) !== id)
        throw new HttpError(
          403,
          `The node of ${chain.chainId} reports another chain id; the sandbox pays nothing`,
        )
      const to = order.address as `0x${string}`
      const request = order.tokenAddress
        ? {
            to: order.tokenAddress,
            data: encodeFunctionData({
              abi: transferAbi,
              functionName: 'transfer',
              args: [to, order.tokenAmount],
            }),
          }
        : { to, value: order.tokenAmount }
      const receipt = await client.sendTransactionSync(request)
      if (receipt.status !== 'success')
        throw new HttpError(
          502,
          `The sandbox transfer of ${order.tokenSymbol} reverted (${receipt.transactionHash})`,
        )
      return receipt.transactionHash
    },
  }
}

export type SandboxTreasury = ReturnType<typeof createSandboxTreasury>
