import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle } from '../startCloud'
import { testDatabase } from '../../test/testDatabase'

// The routes of the blockchain API on Bitcoin chains, up to where they would read the chain: a
// configured chain whose REST server is down. Reading a real chain is tested in tools
// (src/cloud/bitcoinBlockchainApi.test.ts, against the local Bitcoin chain).
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const regtestAddress = 'bcrt1qlh8thzv6f3s7xez48zl9z0fue2v7ssawt5qumd'
const mainnetAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

describe('the blockchain API on Bitcoin chains', () => {
  let cloud: CloudHandle
  beforeAll(async () => {
    cloud = await startCloud({
      port: 0,
      ...(await testDatabase()),
      config: {
        bitcoinChains: [
          { caipNetworkId: regtest, name: 'Bitcoin Regtest', restUrl: 'http://127.0.0.1:9/api' },
        ],
      },
    })
  })
  afterAll(async () => {
    await cloud?.close()
  })
  async function get(path: string, chainId = regtest) {
    const response = await fetch(
      `${cloud.url}${path}${path.includes('?') ? '&' : '?'}chainId=${chainId}&projectId=p`,
    )
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('lists a configured chain under http only, and reads nothing of it to do so', async () => {
    expect(await get('/v1/supported-chains')).toEqual({ status: 200, body: { http: [regtest], ws: [] } })
  })

  it.each(['balance', 'history', 'nfts'])('refuses %s on a chain that is not configured', async (call) => {
    expect(await get(`/v1/account/${regtestAddress}/${call}`, testnet)).toEqual({
      status: 400,
      body: { error: `Chain ${testnet} is not supported` },
    })
  })

  it.each(['balance', 'history', 'nfts'])('refuses %s of an address of another network', async (call) => {
    expect(await get(`/v1/account/${mainnetAddress}/${call}`)).toEqual({
      status: 400,
      body: { error: 'address must be an address of Bitcoin Regtest (bcrt1…, m…, n… or 2…)' },
    })
  })

  it('refuses a cursor it never gave out, and answers no on-ramp purchases', async () => {
    expect(await get(`/v1/account/${regtestAddress}/history?cursor=abc`)).toEqual({
      status: 400,
      body: { error: 'cursor is not a cursor this service gave out' },
    })
    expect(await get(`/v1/account/${regtestAddress}/history?onramp=coinbase`)).toEqual({
      status: 200,
      body: { data: [], next: null },
    })
    expect(await get(`/v1/account/${regtestAddress}/nfts`)).toEqual({ status: 200, body: { data: [] } })
  })

  it.each(['balance', 'history'])('answers 502 for %s while the REST server is down', async (call) => {
    const { status, body } = await get(`/v1/account/${regtestAddress}/${call}`)
    expect(status).toBe(502)
    expect((body as { error: string }).error).toMatch(
      new RegExp(`^The node of chain ${regtest} is unavailable: `),
    )
  })
})
