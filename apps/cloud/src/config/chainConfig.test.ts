import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCloudConfig } from './cloudConfig'
import { loadCloudConfigFile } from './loadCloudConfigFile'

const gusd = {
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  name: 'Gatehouse USD',
  symbol: 'GUSD',
  decimals: 6,
}
const localhost = {
  chainId: 'eip155:31337',
  name: 'Localhost',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [gusd],
}

function rejection(input: unknown): string {
  try {
    parseCloudConfig(input)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the configuration was accepted')
}

describe('the chains and identities of the configuration', () => {
  it('accepts a chain and fills in what it leaves out', () => {
    const config = parseCloudConfig({
      chains: [
        {
          ...localhost,
          wsUrl: 'ws://127.0.0.1:8545',
          collections: [{ address: `0x${'1'.repeat(40)}`, name: 'Pass' }],
        },
      ],
      identities: { '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266': { name: 'alice.gatehouse' } },
    })
    expect(config.chains?.[0]).toMatchObject({
      chainId: 'eip155:31337',
      tokens: [gusd],
      collections: [{ name: 'Pass', spam: false }],
    })
    expect(parseCloudConfig({ chains: [{ ...localhost, tokens: undefined }] }).chains?.[0]?.tokens).toEqual(
      [],
    )
  })

  it.each([
    [{ chainId: 'eip155:0x7a69' }, 'chains.0.chainId: must be an EVM chain id such as eip155:31337'],
    [{ chainId: 'solana:mainnet' }, 'chains.0.chainId: must be an EVM chain id such as eip155:31337'],
    [{ rpcUrl: 'ftp://127.0.0.1' }, 'chains.0.rpcUrl must be a URL starting with http:// or https://'],
    [{ rpcUrl: '127.0.0.1:8545' }, 'chains.0.rpcUrl must be a URL'],
    [{ wsUrl: 'http://127.0.0.1:8545' }, 'chains.0.wsUrl must be a URL starting with ws:// or wss://'],
    [{ name: '' }, 'chains.0.name must not be empty'],
    [
      { universalResolver: 'resolver.eth' },
      'chains.0.universalResolver: must be an address (0x and 40 hexadecimal digits)',
    ],
    [{ nativeCurrency: { name: 'Ether', symbol: 'ETH' } }, 'chains.0.nativeCurrency.decimals is required'],
    [
      { tokens: [gusd, { ...gusd, address: '0x1234' }] },
      'chains.0.tokens.1.address: must be an address (0x and 40 hexadecimal digits)',
    ],
    [{ tokens: [{ ...gusd, decimals: 40 }] }, 'chains.0.tokens.0.decimals must be from 0 to 36'],
    [{ tokens: [{ ...gusd, decimals: 1.5 }] }, 'chains.0.tokens.0.decimals must be a whole number'],
    [{ tokens: [{ ...gusd, colour: 'blue' }] }, 'chains.0.tokens.0.colour: unknown field "colour"'],
    [
      { collections: [{ address: gusd.address, name: 'Also GUSD' }] },
      `chains.0: tokens and collections list ${gusd.address.toLowerCase()} twice`,
    ],
    [
      { collections: [{ address: `0x${'2'.repeat(40)}`, name: 'Junk', spam: 'yes' }] },
      'chains.0.collections.0.spam must be true or false',
    ],
    [{ priceFile: 42 }, 'chains.0.priceFile must be a string'],
  ])('rejects %o naming the field', (change, message) => {
    expect(rejection({ chains: [{ ...localhost, ...change }] })).toBe(
      `Invalid cloud configuration: ${message}`,
    )
  })

  it('rejects a chain listed twice and identities keyed by something other than an address', () => {
    expect(rejection({ chains: [localhost, { ...localhost, name: 'Again' }] })).toBe(
      'Invalid cloud configuration: chains list eip155:31337 twice',
    )
    expect(rejection({ chains: {} })).toBe('Invalid cloud configuration: chains must be a list of chains')
    expect(rejection({ identities: { 'alice.eth': { name: 'alice' } } })).toMatch(
      /^Invalid cloud configuration: identities.*must be an address/,
    )
    expect(rejection({ identities: { [gusd.address]: { avatar: 'https://a.example/a.png' } } })).toBe(
      `Invalid cloud configuration: identities.${gusd.address}.name is required`,
    )
  })

  it('reads a price file path relative to the configuration file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gatehouse-cloud-config-'))
    try {
      const path = join(dir, 'cloud.json')
      await writeFile(path, JSON.stringify({ chains: [{ ...localhost, priceFile: 'prices/local.json' }] }))
      const config = await loadCloudConfigFile(path)
      expect(config.chains?.[0]?.priceFile).toBe(join(dir, 'prices/local.json'))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('takes a swap market per chain and the swap chains, and rejects a market that cannot quote', () => {
    const router = {
      name: 'Gatehouse Swap',
      address: `0x${'2'.repeat(40)}`,
      factory: `0x${'3'.repeat(40)}`,
      weth: `0x${'4'.repeat(40)}`,
    }
    const config = parseCloudConfig({
      chains: [{ ...localhost, swaps: { routers: [router], tokens: [gusd.address] } }],
      swapChains: ['eip155:31337'],
    })
    expect(config.chains?.[0]?.swaps).toEqual({ routers: [router], tokens: [gusd.address] })
    expect(config.swapChains).toEqual(['eip155:31337'])
    expect(rejection({ chains: [{ ...localhost, swaps: { routers: [] } }] })).toBe(
      'Invalid cloud configuration: chains.0.swaps.routers must list at least one router',
    )
    expect(
      rejection({ chains: [{ ...localhost, swaps: { routers: [router], tokens: [router.weth] } }] }),
    ).toMatch(/swaps\.tokens lists 0x4{40}, which is not one of the chain's tokens/)
    expect(rejection({ swapChains: ['solana:mainnet'] })).toMatch(/swapChains\.0/)
  })
})
