import { createTestClient, createWalletClient, defineChain, http, parseEther, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { LocalChain } from '../chain/startAnvil'

/**
 * A new account on a local chain, funded with `ether` by anvil_setBalance, as a viem wallet client
 * that reads too. Tests use one per scenario, so that each history starts empty.
 */
export async function fundedLocalAccount(chain: LocalChain, ether = '100') {
  const account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey())
  const transport = http(chain.rpcUrl)
  await createTestClient({ mode: 'anvil', transport }).setBalance({
    address: account.address,
    value: parseEther(ether),
  })
  return createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: `Local chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport,
  }).extend(publicActions)
}

/** A funded local account's client. */
export type LocalChainAccount = Awaited<ReturnType<typeof fundedLocalAccount>>
