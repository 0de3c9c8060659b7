import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCloudConfig } from '../config/cloudConfig'
import { loadCloudConfigFile } from '../config/loadCloudConfigFile'

const regtest = {
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  restUrl: 'http://127.0.0.1:18445/api',
}
const mainnet = {
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  restUrl: 'https://mempool.space/api/',
}

function rejection(bitcoinChains: unknown): string {
  try {
    parseCloudConfig({ bitcoinChains })
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the configuration was accepted')
}

describe('the bitcoinChains of the configuration', () => {
  it('knows the address prefix of mainnet, testnet and the local regtest, and drops the trailing slash', () => {
    const testnet = {
      ...mainnet,
      caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
      name: 'Bitcoin Testnet',
    }
    expect(parseCloudConfig({ bitcoinChains: [regtest, mainnet, testnet] }).bitcoinChains).toEqual([
      { ...regtest, addressPrefix: 'bcrt' },
      { ...mainnet, restUrl: 'https://mempool.space/api', addressPrefix: 'bc' },
      { ...testnet, restUrl: 'https://mempool.space/api', addressPrefix: 'tb' },
    ])
  })

  it('takes another network (signet, testnet4) with its address prefix', () => {
    const signet = {
      caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
      name: 'Signet',
      restUrl: 'https://mempool.space/signet/api',
      addressPrefix: 'tb',
    }
    expect(parseCloudConfig({ bitcoinChains: [signet] }).bitcoinChains?.[0]?.addressPrefix).toBe('tb')
  })

  it.each([
    [
      [{ ...regtest, caipNetworkId: 'bip122:0f9188f1' }],
      'bitcoinChains.0.caipNetworkId must be bip122: and the first 32 hexadecimal characters of the genesis hash',
    ],
    [
      [{ ...regtest, caipNetworkId: 'eip155:1' }],
      'bitcoinChains.0.caipNetworkId must be bip122: and the first 32 hexadecimal characters of the genesis hash',
    ],
    [
      [{ ...regtest, caipNetworkId: `bip122:${'1'.repeat(32)}` }],
      'bitcoinChains.0: addressPrefix (bc, tb or bcrt) is required for a chain other than Bitcoin mainnet, testnet and the local regtest',
    ],
    [[{ ...regtest, addressPrefix: 'ltc' }], 'bitcoinChains.0.addressPrefix must be bc, tb or bcrt'],
    [
      [{ ...regtest, restUrl: 'ftp://127.0.0.1/api' }],
      'bitcoinChains.0.restUrl must be a URL starting with http:// or https://',
    ],
    [[{ ...regtest, restUrl: '127.0.0.1:18445' }], 'bitcoinChains.0.restUrl must be a URL'],
    [[{ ...regtest, name: ' ' }], 'bitcoinChains.0.name must not be empty'],
    [[{ ...regtest, rpcUrl: 'http://127.0.0.1:18443' }], 'bitcoinChains.0.rpcUrl: unknown field "rpcUrl"'],
    [[regtest, { ...regtest, name: 'Again' }], 'bitcoinChains lists a chain twice'],
    [regtest, 'bitcoinChains must be a list of Bitcoin chains'],
  ])('refuses %j: %s', (chains, message) => {
    expect(rejection(chains)).toBe(`Invalid cloud configuration: ${message}`)
  })

  it("reads a chain's priceFile relative to the configuration file", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'gatehouse-bitcoin-config-'))
    try {
      const path = join(folder, 'cloud.json')
      await writeFile(path, JSON.stringify({ bitcoinChains: [{ ...regtest, priceFile: 'prices.json' }] }))
      expect((await loadCloudConfigFile(path)).bitcoinChains?.[0]?.priceFile).toBe(
        join(folder, 'prices.json'),
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
