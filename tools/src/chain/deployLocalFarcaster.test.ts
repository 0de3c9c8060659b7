import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, getContractAddress, http, type Abi, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { contractArtifacts } from './contracts/artifacts'
import { deployLocalFarcaster, type LocalFarcaster } from './deployLocalFarcaster'
import { devPrivateKeys, farcasterDeployerAddress, farcasterDeployerPrivateKey } from './devAccounts'
import { startAnvil, type LocalChain } from './startAnvil'

const exampleConfigPath = resolve(import.meta.dirname, '../../../apps/cloud/cloud.config.example.json')

let chain: LocalChain
let farcaster: LocalFarcaster
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  farcaster = await deployLocalFarcaster(chain)
})
afterAll(() => chain?.stop())

describe('the local Farcaster ID registry', () => {
  it("is at the Farcaster deployer's first nonce, the address apps/cloud's example configuration names", () => {
    expect(privateKeyToAccount(farcasterDeployerPrivateKey).address).toBe(farcasterDeployerAddress)
    expect(farcaster.idRegistry).toBe(getContractAddress({ from: farcasterDeployerAddress, nonce: 0n }))
    const example = JSON.parse(readFileSync(exampleConfigPath, 'utf8')) as {
      farcaster: { idRegistry: string }
    }
    expect(example.farcaster.idRegistry).toBe(farcaster.idRegistry)
  })

  it('gives each custody address its fid, both ways, and no fid to other accounts', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const read = (functionName: 'idOf' | 'custodyOf', arg: unknown) =>
      client.readContract({
        address: farcaster.idRegistry,
        abi: contractArtifacts.FarcasterIdRegistry.abi as Abi,
        functionName,
        args: [arg],
      })
    for (const account of farcaster.accounts) {
      expect(privateKeyToAccount(account.custodyPrivateKey).address).toBe(account.custody)
      expect(await read('idOf', account.custody)).toBe(BigInt(account.fid))
      expect(await read('custodyOf', BigInt(account.fid))).toBe(account.custody)
    }
    // The wallets' development accounts own no fid.
    const walletAccount = privateKeyToAccount(devPrivateKeys[0] as `0x${string}`).address as Address
    expect(await read('idOf', walletAccount)).toBe(0n)
  })
})
