import { startAnvil, type LocalChain } from './startAnvil'

/** The two local chains the demo offers: 31337 (Localhost) and 1337 (a second one to switch to). */
export const localChainIds = [31337, 1337] as const

/** Starts both local chains; on the given ports when free (8545, 8546 for humans), else any. */
export async function startLocalChains(preferredPorts: readonly number[] = [0, 0]): Promise<LocalChain[]> {
  return Promise.all(
    localChainIds.map(async (chainId, index) => {
      const port = preferredPorts[index] ?? 0
      try {
        return await startAnvil({ chainId, port })
      } catch (error) {
        if (port === 0) throw error
        return startAnvil({ chainId, port: 0 })
      }
    }),
  )
}
