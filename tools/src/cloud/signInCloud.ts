import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { createWalletClient, defineChain, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type LocalChain } from '../chain/startAnvil'
import { devPrivateKeys } from '../chain/devAccounts'

/** The project the sign-in tests use and the site it accepts. */
export const signInProjectId = 'siwx-tools'
export const signInSite = { domain: 'shop.example.com', uri: 'https://shop.example.com/' }

/** An anvil chain (31337) and apps/cloud serving sign-in sessions on it for `signInProjectId`. */
export interface SignInCloud {
  chain: LocalChain
  cloud: CloudProcess
  /** A funded wallet client of anvil's first development account on the chain. */
  funded: ReturnType<typeof fundedClient>
  stop(): Promise<void>
}

function fundedClient(chain: LocalChain) {
  return createWalletClient({
    account: privateKeyToAccount(devPrivateKeys[0] as `0x${string}`),
    chain: defineChain({
      id: chain.chainId,
      name: 'Localhost',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
}

/** Starts anvil and apps/cloud configured with it (for the sign-in tests). */
export async function startSignInCloud(): Promise<SignInCloud> {
  const chain = await startAnvil({ chainId: 31337 })
  let cloud: CloudProcess
  try {
    cloud = await startCloudProcess({
      config: {
        projects: { [signInProjectId]: { allowedOrigins: [`https://${signInSite.domain}`] } },
        chains: [
          {
            chainId: 'eip155:31337',
            name: 'Localhost',
            rpcUrl: chain.rpcUrl,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      },
    })
  } catch (error) {
    await chain.stop()
    throw error
  }
  return {
    chain,
    cloud,
    funded: fundedClient(chain),
    async stop() {
      await cloud.close()
      await chain.stop()
    },
  }
}
