import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChainUnavailableError } from '../chains/ChainUnavailableError'
import { createEsploraRest } from './esploraRest'
import { addressSummarySchema } from './esploraSchemas'

const chainId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const summary = {
  address: 'bcrt1qlh8thzv6f3s7xez48zl9z0fue2v7ssawt5qumd',
  chain_stats: {
    funded_txo_count: 1,
    funded_txo_sum: 150000000,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 1,
  },
  mempool_stats: {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  },
}

// What an esplora server answers when it is in trouble: a 5xx text page, HTML from a proxy in front
// of it, JSON of another shape. Served by a plain HTTP server on a free port.
const answers: Record<string, { status: number; body: string }> = {
  '/api/address/ok': { status: 200, body: JSON.stringify(summary) },
  '/api/address/busy': { status: 503, body: 'Service Unavailable\n\n  try again later' },
  '/api/address/proxy': { status: 200, body: '<html><body>Bad gateway</body></html>' },
  '/api/address/shape': {
    status: 200,
    body: JSON.stringify({ ...summary, chain_stats: { funded_txo_sum: -1 } }),
  },
}
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, body: 'Not Found' }
    response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

async function failure(restUrl: string, path: string): Promise<ChainUnavailableError> {
  try {
    await createEsploraRest(chainId, restUrl).get(path, addressSummarySchema)
  } catch (error) {
    if (error instanceof ChainUnavailableError) return error
    throw error
  }
  throw new Error('the call succeeded')
}

describe('the esplora REST client', () => {
  it('answers the JSON of a path under the base, checked', async () => {
    expect(await createEsploraRest(chainId, base).get('/address/ok', addressSummarySchema)).toEqual({
      chain_stats: { funded_txo_sum: 150000000, spent_txo_sum: 0 },
      mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 },
    })
  })

  it.each([
    ['/address/busy', 'GET /address/busy answered HTTP 503: Service Unavailable try again later'],
    ['/address/gone', 'GET /address/gone answered HTTP 404: Not Found'],
    ['/address/proxy', 'GET /address/proxy answered no JSON'],
    [
      '/address/shape',
      'GET /address/shape answered chain_stats.funded_txo_sum: Invalid value: Expected >=0 but received -1',
    ],
  ])('turns %s into a 502 of the chain: %s', async (path, reason) => {
    const error = await failure(base, path)
    expect(error.status).toBe(502)
    expect(error.message).toBe(`The node of chain ${chainId} is unavailable: ${reason}`)
  })

  it('turns a server that cannot be reached into a 502 of the chain', async () => {
    const error = await failure('http://127.0.0.1:9/api', '/address/ok')
    expect(error.status).toBe(502)
    expect(error.message).toMatch(new RegExp(`^The node of chain ${chainId} is unavailable: fetch failed`))
  })
})
