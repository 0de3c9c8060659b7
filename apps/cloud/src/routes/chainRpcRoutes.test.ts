import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { startCloud, type CloudHandle } from '../startCloud'
import { testDatabase } from '../../test/testDatabase'

// What the chain RPC endpoint decides without a node: its input checks, the methods and chains it
// refuses, its rate limit and a node that is down. Forwarding to a real node (anvil) is tested in
// tools (src/cloud/chainRpc.test.ts).

/** A port nothing listens on: a node that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const notAllowed = { code: -32601, message: 'Requested RPC call is not allowed' }

describe('POST /v1/?chainId&projectId (chain RPC)', () => {
  let cloud: CloudHandle
  let logged: MockInstance<typeof console.error>
  const rpc = (query: string, body: unknown, path = '/v1/') =>
    fetch(`${cloud.url}${path}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const call = (method: string, id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params: [] })

  beforeAll(async () => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cloud = await startCloud({
      ...(await testDatabase()),
      port: 0,
      config: {
        chains: [
          {
            chainId: 'eip155:31337',
            name: 'Localhost',
            rpcUrl: `http://127.0.0.1:${await closedPort()}`,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
        rateLimits: { rpcRequestsPerMinute: 40 },
      },
    })
  })
  afterAll(async () => {
    await cloud.close()
    logged.mockRestore()
  })

  it('answers a chain the service is not configured with by a JSON-RPC error with HTTP 200, as a public RPC does', async () => {
    const answered = await rpc('?chainId=eip155:1&projectId=gatehouse-demo', call('eth_getBalance', 7))
    expect(answered.status).toBe(200)
    expect(answered.headers.get('access-control-allow-origin')).toBe('*')
    expect(await answered.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32002, message: 'Chain eip155:1 is not supported' },
    })
    // A batch gets one answer per request, under the caller's ids, in order; /v1 without the slash too.
    const batch = await rpc(
      '?chainId=eip155:42161',
      [call('eth_chainId', 'a'), call('eth_blockNumber', 2)],
      '/v1',
    )
    expect(batch.status).toBe(200)
    expect(((await batch.json()) as { id: unknown }[]).map((answer) => answer.id)).toEqual(['a', 2])
  })

  it("refuses the node's own accounts, filters, signing and admin, debug and test methods without reaching the node", async () => {
    // The node is down: an answer other than 502 shows the request never went to it.
    for (const method of [
      'eth_accounts',
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
      'eth_newFilter',
      'eth_getFilterChanges',
      'anvil_setBalance',
      'evm_snapshot',
      'debug_traceTransaction',
      'admin_peers',
      '__proto__',
    ]) {
      const answered = await rpc('?chainId=eip155:31337&projectId=p', call(method, 3))
      expect(answered.status).toBe(200)
      expect(await answered.json()).toEqual({ jsonrpc: '2.0', id: 3, error: notAllowed })
    }
  })

  it('answers 502 in the service’s words when the node of a configured chain is down', async () => {
    const answered = await rpc('?chainId=eip155:31337&projectId=p', [
      call('eth_accounts', 1),
      call('eth_chainId', 2),
    ])
    expect(answered.status).toBe(502)
    expect(((await answered.json()) as { error: string }).error).toMatch(
      /^The node of chain eip155:31337 is unavailable: /,
    )
  })

  it('answers a malformed query or body with a 400 naming the problem', async () => {
    const cases: [string, unknown, string][] = [
      ['', call('eth_chainId'), 'chainId is required'],
      ['?chainId=1', call('eth_chainId'), 'chainId must be a CAIP-2 chain id such as eip155:1'],
      [
        '?chainId=eip155:1&projectId=a%20b',
        call('eth_chainId'),
        'projectId may only contain letters, digits, hyphens and underscores',
      ],
      ['?chainId=eip155:1', 'not json', 'The body is not valid JSON'],
      ['?chainId=eip155:1', [], 'the batch must hold at least one JSON-RPC request'],
      [
        '?chainId=eip155:1',
        Array.from({ length: 21 }, (_, id) => call('eth_chainId', id)),
        'the batch may hold at most 20 JSON-RPC requests',
      ],
      ['?chainId=eip155:1', { jsonrpc: '2.0', method: 'eth_chainId' }, 'id is required'],
      ['?chainId=eip155:1', { id: 1 }, 'method is required'],
      [
        '?chainId=eip155:1',
        { id: 1, method: 'eth_call', params: 'x' },
        'params must be an array or an object',
      ],
      [
        '?chainId=eip155:1',
        [call('eth_chainId'), { id: null, method: 'eth_chainId' }],
        'request 1: id must be a number or a string',
      ],
      ['?chainId=eip155:1', null, 'a JSON-RPC request must be an object'],
    ]
    for (const [query, body, error] of cases) {
      const answered = await rpc(query, body)
      expect({ query, body, status: answered.status }).toEqual({ query, body, status: 400 })
      expect(await answered.json()).toEqual({ error })
    }
  })

  it('is a POST with CORS: a preflight is allowed, a GET is 405', async () => {
    const preflight = await fetch(`${cloud.url}/v1/?chainId=eip155:1`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    const get = await fetch(`${cloud.url}/v1/?chainId=eip155:1`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toContain('POST')
  })

  it('answers 429 past the rate limit of one client address', async () => {
    let status = 200
    for (let i = 0; i < 41 && status === 200; i++)
      status = (await rpc('?chainId=eip155:1', call('eth_chainId'))).status
    expect(status).toBe(429)
    const answered = await rpc('?chainId=eip155:1', call('eth_chainId'))
    expect(answered.status).toBe(429)
    expect(answered.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await answered.json()) as { error: string }).error).toMatch(
      /^Too many chain RPC requests from this address: at most 40 per 60 s; retry in \d+ s$/,
    )
  })
})
