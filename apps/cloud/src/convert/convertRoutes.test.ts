import { createServer } from 'node:net'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startCloud, type CloudHandle } from '../startCloud'
import { testDatabase } from '../../test/testDatabase'

// What the convert API answers without a chain node: the swap chains, the offered tokens, input
// checks and a node that is down. Quotes, allowances and built transactions are tested against the
// local market in tools (src/cloud/convertApi.test.ts), which deploys it on anvil.

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const gusd = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const user = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const router = {
  name: 'Gatehouse Swap',
  address: `0x${'2'.repeat(40)}`,
  factory: `0x${'3'.repeat(40)}`,
  weth: `0x${'4'.repeat(40)}`,
}

describe('the convert API without a chain node', () => {
  let cloud: CloudHandle
  const get = async (path: string) => {
    const response = await fetch(`${cloud.url}${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const rpcUrl = `http://127.0.0.1:${await closedPort()}`
    cloud = await startCloud({
      ...(await testDatabase()),
      port: 0,
      config: {
        chains: [
          {
            chainId: 'eip155:31337',
            name: 'Localhost',
            rpcUrl,
            nativeCurrency: ether,
            tokens: [
              { address: gusd, name: 'Gatehouse USD', symbol: 'GUSD', decimals: 6 },
              { address: `0x${'a'.repeat(40)}`, name: 'Gatehouse Points', symbol: 'PTS', decimals: 0 },
            ],
            swaps: { routers: [router] },
          },
          // Configured with routers, but not one of the swap chains.
          {
            chainId: 'eip155:5',
            name: 'Goerli',
            rpcUrl,
            nativeCurrency: ether,
            swaps: { routers: [router] },
          },
          // A swap chain of docs/reference/limits.md#swap-chains without routers: nothing to quote from.
          { chainId: 'eip155:1', name: 'Ethereum', rpcUrl, nativeCurrency: ether },
        ],
      },
    })
  })
  afterAll(() => cloud?.close())

  it('offers the native currency and the tokens with decimals of a swap chain', async () => {
    const { status, body } = await get('/v1/convert/tokens?chainId=eip155:31337&projectId=p')
    expect(status).toBe(200)
    expect(body).toEqual({
      tokens: [
        {
          name: 'Ether',
          symbol: 'ETH',
          address: native,
          decimals: 18,
          logoUri: `${cloud.url}/public/getTokenImage/ETH`,
        },
        {
          name: 'Gatehouse USD',
          symbol: 'GUSD',
          address: `eip155:31337:${gusd}`,
          decimals: 6,
          logoUri: `${cloud.url}/public/getTokenImage/GUSD`,
        },
      ],
    })
  })

  it('refuses chains that are not swap chains with routers, with the catalogue messages', async () => {
    for (const chainId of ['eip155:1', 'eip155:5', 'eip155:999']) {
      expect(await get(`/v1/convert/tokens?chainId=${chainId}`)).toEqual({
        status: 400,
        body: { error: 'Network not supported for Swaps', code: 'UNSUPPORTED_NETWORK' },
      })
      expect(await get(`/v1/convert/gas-price?chainId=${chainId}`)).toEqual({
        status: 400,
        body: { error: 'Network not supported for Gas Price', code: 'UNSUPPORTED_NETWORK' },
      })
    }
    const quote = await get(
      `/v1/convert/quotes?amount=1&userAddress=eip155:1:${user.slice(13)}&from=eip155:1:${native.slice(13)}&to=eip155:1:${gusd}`,
    )
    expect(quote.body).toEqual({ error: 'Network not supported for Swaps', code: 'UNSUPPORTED_NETWORK' })
  })

  it('answers 400 naming a bad parameter', async () => {
    const quotes = (query: string) => get(`/v1/convert/quotes?${query}`)
    expect(await quotes(`amount=1&userAddress=${user}&from=${native}`)).toEqual({
      status: 400,
      body: { error: 'to is required' },
    })
    expect(
      (await quotes(`amount=-1&userAddress=${user}&from=${native}&to=eip155:31337:${gusd}`)).body.error,
    ).toBe('amount must be a whole number of base units')
    expect(
      (await quotes(`amount=0&userAddress=${user}&from=${native}&to=eip155:31337:${gusd}`)).body.error,
    ).toBe('amount must be above 0 and fit in 256 bits')
    expect(
      (await quotes(`amount=1&userAddress=${gusd}&from=${native}&to=eip155:31337:${gusd}`)).body.error,
    ).toBe('userAddress must be a CAIP-10 address such as eip155:1:0x…')
    expect(
      (await quotes(`amount=1&userAddress=${user}&from=${native}&to=eip155:1337:${gusd}`)).body.error,
    ).toBe('from, to, userAddress must be on the same chain')
    const points = getAddress(`0x${'a'.repeat(40)}`)
    expect(
      (await quotes(`amount=1&userAddress=${user}&from=${native}&to=eip155:31337:${points}`)).body.error,
    ).toBe(`Token ${points} is not offered for swaps on eip155:31337`)
    const build = (body: unknown) =>
      fetch(`${cloud.url}/v1/convert/build-transaction`, { method: 'POST', body: JSON.stringify(body) }).then(
        async (response) => ({
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        }),
      )
    const swap = { amount: '1', projectId: 'p', from: native, to: `eip155:31337:${gusd}`, userAddress: user }
    expect(await build({ ...swap, eip155: { slippage: 60 } })).toEqual({
      status: 400,
      body: { error: 'eip155.slippage must be a percentage from 0 to 50' },
    })
    expect((await build({ ...swap, projectId: undefined })).body).toEqual({ error: 'projectId is required' })
    expect((await build([swap])).body).toEqual({ error: 'the body must be an object' })
  })

  it('answers 502 when the node of a swap chain is down', async () => {
    const { status, body } = await get(
      `/v1/convert/quotes?amount=1&userAddress=${user}&from=${native}&to=eip155:31337:${gusd}`,
    )
    expect(status).toBe(502)
    expect(body.error).toMatch(/^The node of chain eip155:31337 is unavailable/)
  })
})
