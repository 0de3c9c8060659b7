import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainService } from '../chains/chainServices'
import { relayRpc } from './rpcRelay'

// A node that answers every call and remembers which methods reached it.
let node: Server
const reached: string[] = []
let chain: ChainService

beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      reached.push(method)
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({ jsonrpc: '2.0', id, result: method === 'eth_accounts' ? ['0xnode'] : '0x1' }),
      )
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  const rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
  chain = { chainId: 'eip155:31337', config: { rpcUrl } } as unknown as ChainService
})

afterAll(() => new Promise((resolve) => node.close(resolve)))

describe('relayRpc', () => {
  it('forwards reads of the chain and a signed transaction to the node', async () => {
    for (const method of ['eth_blockNumber', 'eth_call', 'eth_getBalance', 'eth_sendRawTransaction']) {
      expect(await relayRpc(chain, { jsonrpc: '2.0', id: 1, method, params: [] })).toEqual({
        jsonrpc: '2.0',
        id: 1,
        result: '0x1',
      })
    }
    expect(reached).toEqual(['eth_blockNumber', 'eth_call', 'eth_getBalance', 'eth_sendRawTransaction'])
  })

  it("keeps the node's own accounts, its filters, wallet methods and admin methods off it", async () => {
    reached.length = 0
    for (const method of [
      'eth_accounts',
      'eth_newFilter',
      'eth_getFilterChanges',
      'eth_uninstallFilter',
      'wallet_getAssets',
      'wallet_getCapabilities',
      'eth_sign',
      'personal_sign',
      'anvil_setBalance',
      'evm_snapshot',
      'debug_traceTransaction',
      'admin_peers',
      '__proto__',
    ]) {
      expect(await relayRpc(chain, { jsonrpc: '2.0', id: 7, method })).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32601, message: 'Requested RPC call is not allowed' },
      })
    }
    expect(reached).toEqual([])
  })

  it('refuses a batch or a request without an id or a method', async () => {
    for (const body of [
      [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }],
      { method: 'eth_chainId' },
      null,
      'x',
    ])
      await expect(relayRpc(chain, body)).rejects.toMatchObject({ status: 400 })
  })
})
