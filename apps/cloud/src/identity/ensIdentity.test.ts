import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { startLocalChain } from '../bench/localChain'
import { startCloud, type CloudHandle } from '../startCloud'
import { freePort } from '@gatehouse/harness/net'
import { testDatabase } from '../../test/testDatabase'
import { knownUniversalResolvers, universalResolverOf } from './universalResolvers'

// What the service does when ENS cannot answer: a Universal Resolver address with no contract on a
// real anvil chain, and Ethereum's default resolver behind a node that is down. The names read from
// a real ENS deployment are tested in tools (src/cloud/ensIdentity.test.ts), which deploys one.

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nobody = `0x${'b'.repeat(40)}`
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

describe('identity through ENS when ENS cannot answer', () => {
  let cloud: CloudHandle
  let chain: Awaited<ReturnType<typeof startLocalChain>>
  let warned: MockInstance<typeof console.warn>

  beforeAll(async () => {
    warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // The indexer reports the chain that is down on its own; that is not what is tested here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    chain = await startLocalChain(0)
    cloud = await startCloud({
      ...(await testDatabase()),
      port: 0,
      config: {
        chains: [
          {
            chainId: 'eip155:31337',
            name: 'Localhost',
            rpcUrl: chain.rpcUrl,
            nativeCurrency: ether,
            universalResolver: `0x${'1'.repeat(40)}`,
          },
          // Ethereum without a resolver of its own: ENS's default one, behind a node that is down.
          {
            chainId: 'eip155:1',
            name: 'Ethereum',
            rpcUrl: `http://127.0.0.1:${await freePort()}`,
            nativeCurrency: ether,
          },
        ],
        identities: { [alice]: { name: 'alice.gatehouse' } },
      },
    })
  })
  afterAll(async () => {
    await cloud?.close()
    chain?.stop()
  })

  const identity = async (address: string, chainId?: string) => {
    const response = await fetch(
      `${cloud.url}/v1/identity/${address}?projectId=p${chainId ? `&chainId=${chainId}` : ''}`,
    )
    return { status: response.status, body: await response.json() }
  }
  const ensWarnings = (chainId: string) =>
    warned.mock.calls.filter(([line]) => String(line).includes(`"chainId":"${chainId}"`))

  it('uses ENS’s own Universal Resolver on Ethereum unless the configuration names one', () => {
    expect(knownUniversalResolvers['eip155:1']).toBe('0xeeeeeeee14d718c2b47d9923deab1335e144eeee')
    const ethereum = { chainId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://x', nativeCurrency: ether }
    expect(universalResolverOf({ ...ethereum, tokens: [], collections: [] })).toBe(
      knownUniversalResolvers['eip155:1'],
    )
    expect(
      universalResolverOf({ ...ethereum, chainId: 'eip155:31337', tokens: [], collections: [] }),
    ).toBeUndefined()
  })

  it('answers no name when the resolver fails, logging it once for the chain', async () => {
    expect(await identity(nobody, 'eip155:31337')).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    })
    expect(await identity(`0x${'c'.repeat(40)}`, 'eip155:31337')).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    })
    expect(ensWarnings('eip155:31337')).toHaveLength(1)
    expect(String(ensWarnings('eip155:31337')[0]?.[0])).toContain('ENS lookup failed')
  })

  it('answers no name when the chain is unreachable, from ENS on Ethereum by default', async () => {
    expect(await identity(nobody)).toEqual({ status: 200, body: { name: null, avatar: null } })
    expect(await identity(`0x${'d'.repeat(40)}`, 'eip155:8453')).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    })
    expect(ensWarnings('eip155:1')).toHaveLength(1)
  })

  it('answers a registered name first, without asking ENS', async () => {
    const before = warned.mock.calls.length
    expect(await identity(alice, 'eip155:31337')).toEqual({
      status: 200,
      body: { name: 'alice.gatehouse', avatar: null },
    })
    expect(warned.mock.calls.length).toBe(before)
  })
})
