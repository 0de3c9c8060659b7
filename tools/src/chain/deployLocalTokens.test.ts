import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getContractAddress,
  http,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { contractArtifacts } from './contracts/artifacts'
import { devAddresses, devPrivateKeys, tokenDeployerAddress, tokenDeployerPrivateKey } from './devAccounts'
import type { LocalToken } from './deployLocalTokens'
import { startLocalChainsWithTokens, type LocalTokenChain } from './localTokenChains'

let chains: LocalTokenChain[] = []
beforeAll(async () => {
  const started = performance.now()
  chains = await startLocalChainsWithTokens()
  console.log(
    `two anvil chains with the local tokens deployed: ${(performance.now() - started).toFixed(0)} ms`,
  )
})
afterAll(async () => Promise.all(chains.map((chain) => chain.stop())))

function first(): LocalTokenChain {
  return chains[0] as LocalTokenChain
}
function token(symbol: string): LocalToken {
  const found = first().tokens.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found
}
const reader = () => createPublicClient({ transport: http(first().rpcUrl) })
const [account0, account1, account2] = devAddresses

describe('local tokens', () => {
  // The start time is printed above, never asserted: a busy machine must not fail the suite.
  it('deploy at the addresses of the deployer’s first nonces, the same on both chains', () => {
    expect(privateKeyToAccount(tokenDeployerPrivateKey).address).toBe(tokenDeployerAddress)
    const expected = first().tokens.map((_, nonce) =>
      getContractAddress({ from: tokenDeployerAddress, nonce: BigInt(nonce) }),
    )
    for (const chain of chains) expect(chain.tokens.map((deployed) => deployed.address)).toEqual(expected)
    expect(
      first().tokens.map(({ symbol, decimals, kind, spam }) => ({ symbol, decimals, kind, spam })),
    ).toEqual([
      { symbol: 'GUSD', decimals: 6, kind: 'erc20', spam: false },
      { symbol: 'USDT', decimals: 6, kind: 'tether-style', spam: false },
      { symbol: 'PTS', decimals: 0, kind: 'erc20', spam: false },
      { symbol: 'PASS', decimals: 0, kind: 'erc721', spam: false },
      { symbol: 'FREE', decimals: 0, kind: 'erc721', spam: true },
    ])
  })

  it('hold the minted balances, readable with the standard ERC-20 ABI', async () => {
    const client = reader()
    const balance = (symbol: string, owner: Address) =>
      client.readContract({
        address: token(symbol).address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(await balance('GUSD', account0)).toBe(1_000_000n * 10n ** 6n)
    expect(await balance('USDT', account0)).toBe(50_000n * 10n ** 6n)
    expect(await balance('PTS', account0)).toBe(100n)
    expect(await balance('GUSD', account1)).toBe(2_500n * 10n ** 6n)
    expect(
      await client.readContract({ address: token('USDT').address, abi: erc20Abi, functionName: 'symbol' }),
    ).toBe('USDT')
    expect(
      await client.readContract({ address: token('PTS').address, abi: erc20Abi, functionName: 'decimals' }),
    ).toBe(0)
  })

  it('mint the collections with ids from 1 and a data-URI tokenURI', async () => {
    const client = reader()
    const { abi } = contractArtifacts.GatehouseCollectible
    const pass = token('PASS').address
    expect(await client.readContract({ address: pass, abi, functionName: 'ownerOf', args: [1n] })).toBe(
      account0,
    )
    expect(await client.readContract({ address: pass, abi, functionName: 'ownerOf', args: [3n] })).toBe(
      account1,
    )
    expect(
      await client.readContract({ address: pass, abi, functionName: 'balanceOf', args: [account0] }),
    ).toBe(2n)
    expect(await client.readContract({ address: pass, abi, functionName: 'tokenURI', args: [2n] })).toBe(
      'data:application/json,{"name":"Gatehouse Pass #2"}',
    )
    await expect(
      client.readContract({ address: pass, abi, functionName: 'ownerOf', args: [9n] }),
    ).rejects.toThrow('ERC721: token does not exist')
  })

  it('the USDT-style token moves tokens but answers no bool, which breaks a caller expecting one', async () => {
    const { abi } = contractArtifacts.TetherStyleToken
    const client = reader()
    const usdt = token('USDT').address
    const sender = createWalletClient({
      account: privateKeyToAccount(devPrivateKeys[1]),
      transport: http(first().rpcUrl),
    })
    const receipt = await sender.writeContractSync({
      chain: null,
      address: usdt,
      abi,
      functionName: 'transfer',
      args: [account2, 5_000_000n],
    })
    expect(receipt.status).toBe('success')
    expect(
      await client.readContract({ address: usdt, abi, functionName: 'balanceOf', args: [account2] }),
    ).toBe(5_000_000n)

    const simulate = (tokenAddress: Address) =>
      client.simulateContract({
        account: account1,
        address: tokenAddress,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account2, 1n],
      })
    await expect(simulate(usdt)).rejects.toThrow(/returned no data/)
    expect((await simulate(token('GUSD').address)).result).toBe(true)
  })
})
