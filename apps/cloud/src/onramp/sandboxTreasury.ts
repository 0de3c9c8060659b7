import { createWalletClient, defineChain, encodeFunctionData, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainService } from '../chains/chainServices'
import { HttpError } from '../http/HttpResponse'
import { sandboxChainIds, type SandboxChains } from './onrampCatalogue'
import type { OnrampOrder } from './onrampOrderStore'
import { createSolanaTreasury } from './solanaTreasury'

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
 * The sandbox's EVM treasury: a funded development key from the service's environment (never the
 * database) that pays out what visitors buy, only on the local chains.
 */
export function createEvmTreasury(treasuryKey: Hex | undefined) {
  const account = treasuryKey ? privateKeyToAccount(treasuryKey) : undefined
  return {
    address: account?.address,
    /** Sends an order's tokens to its buyer and answers the transaction hash once it is mined. */
    async payOut(chain: ChainService, order: OnrampOrder): Promise<Hex> {
      if (!account)
        throw new HttpError(
          404,
          'The on-ramp sandbox has no treasury key: set GATEHOUSE_ONRAMP_TREASURY_KEY',
          'ONRAMP_SANDBOX_NOT_CONFIGURED',
        )
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
            to: order.tokenAddress as Hex,
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

/** The keys of the sandbox's treasuries, from the service's environment. */
export interface SandboxTreasuryKeys {
  /** The EVM treasury's private key (GATEHOUSE_ONRAMP_TREASURY_KEY). */
  evm?: Hex | undefined
  /** The Solana treasury's 32-byte seed in hexadecimal (GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY). */
  solana?: string | undefined
}

/**
 * The sandbox's treasuries: an order is paid from the EVM treasury on a local EVM chain and from
 * the Solana treasury on the local Solana chain, each only once its chain confirms the transfer.
 */
export function createSandboxTreasury(keys: SandboxTreasuryKeys, chains: SandboxChains) {
  const evm = createEvmTreasury(keys.evm)
  const solana = createSolanaTreasury(keys.solana)
  return {
    /** Sends an order's tokens to its buyer; answers the transaction hash (or signature) once confirmed. */
    async payOut(order: OnrampOrder): Promise<string> {
      if (order.chainId.startsWith('solana:')) {
        const chain = chains.solana.find(order.chainId)
        if (!chain) throw new HttpError(409, `The service no longer serves ${order.chainId}`)
        return solana.payOut(chain, order)
      }
      return evm.payOut(chains.evm.get(order.chainId), order)
    },
  }
}

export type SandboxTreasury = ReturnType<typeof createSandboxTreasury>
