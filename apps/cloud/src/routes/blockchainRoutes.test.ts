import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { startCloud, type CloudHandle } from '../startCloud'
import { testDatabase } from '../../test/testDatabase'

// What can be told without a chain node: input checks, the configuration's answers, and a node
// that is down. The answers read from a real chain are tested in tools (src/cloud), which starts
// anvil with the local tokens.

/** A port nothing listens on: a node that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const gusd = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

describe('the blockchain API without a chain node', () => {
  let cloud: CloudHandle
  let dir: string
  let logged: MockInstance<typeof console.error>
  const get = (path: string) => fetch(`${cloud.url}${path}`)
  const post = (path: string, body: unknown) =>
    fetch(`${cloud.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    })
  async function expectError(response: Response | Promise<Response>, status: number, error: string | RegExp) {
    const answered = await response
    expect(answered.status).toBe(status)
    expect(answered.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await answered.json()) as { error: string }
    if (typeof error === 'string') expect(body).toEqual({ error })
    else expect(body.error).toMatch(error)
  }

  beforeAll(async () => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    dir = await mkdtemp(join(tmpdir(), 'gatehouse-blockchain-api-'))
    const priceFile = join(dir, 'prices.json')
    await writeFile(priceFile, JSON.stringify({ ETH: 3000, GUSD: 1 }))
    const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
    cloud = await startCloud({
      ...(await testDatabase()),
      port: 0,
      chainPollMs: 50,
      config: {
        chains: [
          {
            chainId: 'eip155:31337',
            name: 'Localhost',
            rpcUrl: `http://127.0.0.1:${await closedPort()}`,
            wsUrl: 'ws://127.0.0.1:8545',
            nativeCurrency: ether,
            tokens: [
              {
                address: gusd,
                name: 'Gatehouse USD',
                symbol: 'GUSD',
                decimals: 6,
                iconUrl: 'https://img.example/gusd.png',
              },
              { address: `0x${'a'.repeat(40)}`, name: 'Gatehouse Points', symbol: 'PTS', decimals: 0 },
            ],
            priceFile,
          },
          {
            chainId: 'eip155:1337',
            name: 'Local Devnet',
            rpcUrl: `http://127.0.0.1:${await closedPort()}`,
            nativeCurrency: ether,
          },
        ],
        identities: { [alice]: { name: 'alice.gatehouse', avatar: 'https://img.example/alice.png' } },
      },
    })
  })
  afterAll(async () => {
    await cloud.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('lists the configured chains, those with a websocket URL under ws too', async () => {
    const response = await get('/v1/supported-chains?projectId=p&st=appkit&sv=html-wagmi-4.2.2')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ http: ['eip155:31337', 'eip155:1337'], ws: ['eip155:31337'] })
    await expectError(
      get(`/v1/supported-chains?projectId=${'p'.repeat(200)}`),
      400,
      'projectId must be at most 128 characters',
    )
  })

  it('answers the identity the configuration gives an address, in any case, and nulls for others', async () => {
    const named = await get(
      `/v1/identity/${alice.toLowerCase()}?sender=${alice}&chainId=eip155:1&projectId=p`,
    )
    expect(named.status).toBe(200)
    expect(await named.json()).toEqual({ name: 'alice.gatehouse', avatar: 'https://img.example/alice.png' })
    expect(await (await get(`/v1/identity/0x${'b'.repeat(40)}`)).json()).toEqual({ name: null, avatar: null })
    await expectError(get('/v1/identity/alice.eth'), 400, 'address must be 0x and 40 hexadecimal digits')
    await expectError(
      get(`/v1/identity/${alice}?sender=bob`),
      400,
      'sender must be 0x and 40 hexadecimal digits',
    )
    await expectError(
      get(`/v1/identity/${alice}?chainId=1`),
      400,
      'chainId must be a CAIP-2 chain id such as eip155:1',
    )
  })

  it('prices the tokens asked for in their order, leaving out what it does not know or cannot price', async () => {
    const response = await post('/v1/fungible/price?projectId=p', {
      currency: 'usd',
      projectId: 'p',
      addresses: [
        `eip155:31337:${gusd.toLowerCase()}`,
        `eip155:31337:0x${'c'.repeat(40)}`,
        `eip155:31337:${native}`,
        `eip155:31337:0x${'a'.repeat(40)}`,
        `eip155:999:${native}`,
        `eip155:1337:${native}`,
      ],
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        { name: 'Gatehouse USD', symbol: 'GUSD', iconUrl: 'https://img.example/gusd.png', price: 1 },
        { name: 'Ether', symbol: 'ETH', iconUrl: `${cloud.url}/public/getTokenImage/ETH`, price: 3000 },
      ],
    })
  })

  it('rejects a price request with a bad body, naming the field', async () => {
    const body = { currency: 'usd', addresses: [`eip155:31337:${gusd}`] }
    await expectError(post('/v1/fungible/price', { ...body, currency: 'eur' }), 400, 'currency must be usd')
    await expectError(post('/v1/fungible/price', { currency: 'usd' }), 400, 'addresses is required')
    await expectError(
      post('/v1/fungible/price', { ...body, addresses: [`eip155:31337:${gusd}`, gusd] }),
      400,
      'addresses.1: must be a CAIP-10 token address such as eip155:1:0x…',
    )
    await expectError(
      post('/v1/fungible/price', { ...body, addresses: Array(101).fill(`eip155:31337:${gusd}`) }),
      400,
      'addresses may list at most 100 tokens',
    )
    await expectError(post('/v1/fungible/price', [body]), 400, 'the body must be an object')
    await expectError(
      fetch(`${cloud.url}/v1/fungible/price`, { method: 'POST', body: 'currency=usd' }),
      400,
      'The body is not valid JSON',
    )
    await expectError(
      get('/v1/fungible/price'),
      405,
      'Method GET is not allowed on /v1/fungible/price; use POST, OPTIONS',
    )
  })

  it('rejects bad balance and history questions, naming the parameter', async () => {
    for (const kind of ['balance', 'history']) {
      await expectError(
        get(`/v1/account/0x123/${kind}?chainId=eip155:31337`),
        400,
        'address must be 0x and 40 hexadecimal digits',
      )
      await expectError(get(`/v1/account/${alice}/${kind}`), 400, 'chainId is required')
      await expectError(
        get(`/v1/account/${alice}/${kind}?chainId=31337`),
        400,
        'chainId must be a CAIP-2 chain id such as eip155:1',
      )
      await expectError(
        get(`/v1/account/${alice}/${kind}?chainId=eip155:999`),
        400,
        'Chain eip155:999 is not supported',
      )
    }
    await expectError(
      get(`/v1/account/${alice}/balance?chainId=eip155:31337&currency=eur`),
      400,
      'currency must be usd',
    )
    await expectError(
      get(`/v1/account/${alice}/history?chainId=eip155:31337&cursor=nope`),
      400,
      'cursor is not a cursor this service gave out',
    )
  })

  it('answers 502 when the chain node is down, logs that once, and keeps serving', async () => {
    const down = /^The node of chain eip155:31337 is unavailable: /
    await expectError(get(`/v1/account/${alice}/balance?currency=usd&chainId=eip155:31337`), 502, down)
    await expectError(get(`/v1/account/${alice}/history?chainId=eip155:31337`), 502, down)
    await expectError(
      get(`/v1/account/${alice}/history?chainId=eip155:1337`),
      502,
      /^The node of chain eip155:1337 is unavailable/,
    )

    // Polled every 50 ms here, and still one line per chain.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const lines = logged.mock.calls.map((call) => String(call[0]))
    expect(lines.filter((line) => line.includes('cannot index chain eip155:31337'))).toHaveLength(1)
    expect(lines.filter((line) => line.includes('cannot index chain eip155:1337'))).toHaveLength(1)
    expect((await get('/v1/supported-chains')).status).toBe(200)
  })
})
