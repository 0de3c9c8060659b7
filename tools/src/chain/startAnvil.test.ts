import { afterAll, describe, expect, it } from 'vitest'
import { createPublicClient, http } from 'viem'
import { devAddresses } from './devAccounts'
import { startLocalChains } from './localChains'
import type { LocalChain } from './startAnvil'

let chains: LocalChain[] = []
afterAll(async () => Promise.all(chains.map((chain) => chain.stop())))

describe('local chains', () => {
  it('start on free ports with their chain ids and funded development accounts', async () => {
    chains = await startLocalChains()
    for (const chain of chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
      expect(await client.getBalance({ address: devAddresses[0] })).toBe(10_000n * 10n ** 18n)
    }
    expect(chains.map((chain) => chain.chainId)).toEqual([31337, 1337])
  })
})
