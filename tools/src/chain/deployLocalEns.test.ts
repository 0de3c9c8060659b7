import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, getContractAddress, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getEnsAddress, getEnsAvatar, getEnsName, getEnsText } from 'viem/ens'
import { contractArtifacts } from './contracts/artifacts'
import { deployLocalEns, type LocalEns } from './deployLocalEns'
import { devAddresses, devPrivateKeys, ensDeployerAddress, ensDeployerPrivateKey } from './devAccounts'
import { startLocalChains } from './localChains'
import { localEnsNames } from './localEnsPlan'
import type { LocalChain } from './startAnvil'

// An avatar that needs no server: viem answers a base64 data URI without fetching it.
const dataAvatar = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
const [account0, account1, account2] = devAddresses
const exampleConfigPath = resolve(import.meta.dirname, '../../../apps/cloud/cloud.config.example.json')

let chains: LocalChain[] = []
let deployed: LocalEns[] = []
beforeAll(async () => {
  chains = await startLocalChains()
  const [first, second] = chains as [LocalChain, LocalChain]
  deployed = await Promise.all([
    deployLocalEns(first),
    // The second chain also names account 1, with an avatar viem resolves without a request.
    deployLocalEns(second, [...localEnsNames(), { name: 'second.eth', owner: account1, avatar: dataAvatar }]),
  ])
})
afterAll(async () => Promise.all(chains.map((chain) => chain.stop())))

const client = (index: number) => createPublicClient({ transport: http(chains[index]?.rpcUrl) })
const universalResolverAddress = () => deployed[0]?.universalResolver as Address

describe('local ENS', () => {
  it('deploys at the ENS deployer’s first nonces, the same on both chains', () => {
    expect(privateKeyToAccount(ensDeployerPrivateKey).address).toBe(ensDeployerAddress)
    const at = (nonce: number) => getContractAddress({ from: ensDeployerAddress, nonce: BigInt(nonce) })
    for (const ens of deployed) {
      expect([ens.registry, ens.reverseRegistrar, ens.publicResolver, ens.universalResolver]).toEqual(
        [0, 1, 2, 3].map(at),
      )
    }
    // apps/cloud's example configuration serves `npm start`'s chains, with this Universal Resolver.
    const example = JSON.parse(readFileSync(exampleConfigPath, 'utf8')) as {
      chains: { universalResolver?: string }[]
    }
    for (const chain of example.chains) expect(chain.universalResolver).toBe(deployed[0]?.universalResolver)
  })

  it('gives development account 0 the primary name dev.eth with its avatar, read the way viem reads ENS', async () => {
    const reader = client(0)
    const options = { universalResolverAddress: universalResolverAddress() }
    expect(await getEnsName(reader, { address: account0, ...options })).toBe('dev.eth')
    expect(await getEnsAddress(reader, { name: 'dev.eth', ...options })).toBe(account0)
    expect(await getEnsText(reader, { name: 'dev.eth', key: 'avatar', ...options })).toBe(
      localEnsNames()[0]?.avatar,
    )
    expect(await getEnsName(reader, { address: account1, ...options })).toBeNull()
    expect(await getEnsName(client(1), { address: account1, ...options })).toBe('second.eth')
    expect(await getEnsAvatar(client(1), { name: 'second.eth', ...options })).toBe(dataAvatar)
  })

  it('answers no name for a reverse record whose name points at another address (forward verification)', async () => {
    const impostor = createWalletClient({
      account: privateKeyToAccount(devPrivateKeys[2]),
      transport: http(chains[0]?.rpcUrl),
    })
    const receipt = await impostor.writeContractSync({
      chain: null,
      address: deployed[0]?.reverseRegistrar as Address,
      abi: contractArtifacts.EnsReverseRegistrar.abi,
      functionName: 'setName',
      args: [deployed[0]?.publicResolver as Address, 'dev.eth'],
    })
    expect(receipt.status).toBe('success')
    const options = { address: account2, universalResolverAddress: universalResolverAddress() }
    expect(await getEnsName(client(0), options)).toBeNull()
    await expect(getEnsName(client(0), { ...options, strict: true })).rejects.toThrow(
      /ReverseAddressMismatch/,
    )
  })
})
