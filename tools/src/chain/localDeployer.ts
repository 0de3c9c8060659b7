import { createWalletClient, defineChain, http, publicActions, type Hex, type TransactionReceipt } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { LocalChain } from './startAnvil'

/**
 * A development account that deploys on a local chain: its wallet client (with public actions),
 * its next nonce (counted here, so transactions go out back to back without asking the node), and
 * a check that turns a reverted receipt into an error naming what reverted.
 */
export async function createLocalDeployer(chain: LocalChain, privateKey: Hex) {
  const client = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: defineChain({
      id: chain.chainId,
      name: `Local chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  let nonce = await client.getTransactionCount({ address: client.account.address })
  return {
    client,
    nextNonce: () => nonce++,
    checked(receipt: TransactionReceipt, what: string): TransactionReceipt {
      if (receipt.status !== 'success') throw new Error(`${what} reverted on local chain ${chain.chainId}`)
      return receipt
    },
  }
}
