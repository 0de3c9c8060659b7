import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import type { Address } from 'viem'
import { getEnsName } from 'viem/ens'
import { contractArtifacts } from '../chain/contracts/artifacts'
import { devAddresses } from '../chain/devAccounts'
import { localEnsNames } from '../chain/localEnsPlan'
import { startLocalChainsWithTokens, type LocalTokenChain } from '../chain/localTokenChains'
import { cloudChainsOf } from './cloudChains'
import { startCountingRpcProxy, type CountingRpcProxy } from './countingRpcProxy'
import { fundedLocalAccount } from './localChainAccount'

// The first chain is read through a proxy that counts what the service asks of its node.
let chains: LocalTokenChain[]
let proxy: CountingRpcProxy
let cloud: CloudProcess
beforeAll(async () => {
  chains = await startLocalChainsWithTokens()
  proxy = await startCountingRpcProxy(first().rpcUrl)
  const config = cloudChainsOf(chains).map((chain) =>
    chain.chainId === 'eip155:31337' ? { ...chain, rpcUrl: proxy.url } : chain,
  )
  cloud = await startCloudProcess({ config: { chains: config } })
})
afterAll(async () => {
  await cloud?.close()
  await proxy?.close()
  await Promise.all((chains ?? []).map((chain) => chain.stop()))
})

const first = () => chains[0] as LocalTokenChain
const { EnsRegistry, EnsReverseRegistrar } = contractArtifacts

async function identity(address: string, chainId?: string) {
  const query = `sender=${address}&projectId=p${chainId ? `&chainId=${chainId}` : ''}`
  const response = await fetch(`${cloud.url}/v1/identity/${address}?${query}`)
  expect(response.status).toBe(200)
  return response.json()
}

/** A new funded account whose primary name record says `name`, set through the reverse registrar. */
async function accountClaiming(name: string) {
  const account = await fundedLocalAccount(first())
  const { ens } = first()
  await account.writeContractSync({
    address: ens.reverseRegistrar,
    abi: EnsReverseRegistrar.abi,
    functionName: 'setName',
    args: [ens.publicResolver, name],
  })
  return account
}

describe('GET /v1/identity/{address} with ENS on the local chains', () => {
  it('answers the primary ENS name and avatar of development account 0 on the chain asked about', async () => {
    const dev = { name: 'dev.eth', avatar: localEnsNames()[0]?.avatar }
    expect(dev.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/getAssetImage\/dev-eth$/)
    expect(await identity(devAddresses[0].toLowerCase(), 'eip155:31337')).toEqual(dev)
    expect(await identity(devAddresses[0], 'eip155:1337')).toEqual(dev)
    // Without a chain, ENS is read on Ethereum, which this service does not serve.
    expect(await identity(devAddresses[0])).toEqual({ name: null, avatar: null })
  })

  it('keeps an answer 5 minutes: asking again asks nothing of the node', async () => {
    const account = await accountClaiming('dev.eth')
    const address = account.account.address
    proxy.reset()
    let started = performance.now()
    await identity(address, 'eip155:31337')
    const askedMs = performance.now() - started
    expect(proxy.count('eth_call')).toBeGreaterThan(0)
    proxy.reset()
    started = performance.now()
    await identity(address, 'eip155:31337')
    const cachedMs = performance.now() - started
    console.log(`identity through ENS: ${askedMs.toFixed(1)} ms asked, ${cachedMs.toFixed(1)} ms cached`)
    expect(proxy.count('eth_call')).toBe(0)
  })

  it('answers nulls for an address without a primary name', async () => {
    expect(await identity(devAddresses[1], 'eip155:31337')).toEqual({ name: null, avatar: null })
  })

  it('answers no name when the reverse record claims a name whose address is another (forward verification)', async () => {
    const impostor = await accountClaiming('dev.eth')
    expect(await identity(impostor.account.address, 'eip155:31337')).toEqual({ name: null, avatar: null })
  })

  it('answers no name when the reverse record’s resolver reverts', async () => {
    const account = await accountClaiming('broken.eth')
    const { ens } = first()
    const reverseNode = await account.readContract({
      address: ens.reverseRegistrar,
      abi: EnsReverseRegistrar.abi,
      functionName: 'node',
      args: [account.account.address],
    })
    // A token contract as resolver: it has no name(bytes32), so every lookup through it reverts.
    await account.writeContractSync({
      address: ens.registry,
      abi: EnsRegistry.abi,
      functionName: 'setResolver',
      args: [reverseNode, first().tokens.find((token) => token.symbol === 'GUSD')?.address as Address],
    })
    await expect(
      getEnsName(account, {
        address: account.account.address,
        universalResolverAddress: ens.universalResolver,
        strict: true,
      }),
    ).rejects.toThrow(/ResolverError/)
    expect(await identity(account.account.address, 'eip155:31337')).toEqual({ name: null, avatar: null })
  })
})
