import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, http, parseEther, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { devAddresses } from '../chain/devAccounts'
import { startAnvil, type LocalChain } from '../chain/startAnvil'
import { fundedLocalAccount } from './localChainAccount'

// apps/cloud's chain RPC (`POST /v1/?chainId&projectId`) in front of a real node: what the kit reads
// a built-in network through. Refusals that need no node are tested in apps/cloud.

let chain: LocalChain
let cloud: CloudProcess
let rpcUrl: string

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  cloud = await startCloudProcess({
    config: {
      chains: [
        {
          chainId: 'eip155:31337',
          name: 'Localhost',
          rpcUrl: chain.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    },
  })
  rpcUrl = `${cloud.url}/v1/?chainId=eip155:31337&projectId=gatehouse-demo`
})
afterAll(async () => {
  await cloud?.close()
  await chain?.stop()
})

const client = (batch: boolean): PublicClient => createPublicClient({ transport: http(rpcUrl, { batch }) })

async function post(body: unknown) {
  const response = await fetch(rpcUrl, { method: 'POST', body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('the chain RPC of apps/cloud on a local node', () => {
  it("answers viem's reads from the node, one by one and batched", async () => {
    for (const batch of [false, true]) {
      const reads = client(batch)
      const [chainId, balance, block] = await Promise.all([
        reads.getChainId(),
        reads.getBalance({ address: devAddresses[0] }),
        reads.getBlockNumber({ cacheTime: 0 }),
      ])
      expect({ chainId, balance }).toEqual({ chainId: 31337, balance: parseEther('10000') })
      expect(block).toBeGreaterThanOrEqual(0n)
    }
  })

  it('sends a signed transaction and reads its receipt', async () => {
    const sender = await fundedLocalAccount(chain, '1')
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    // Signed here, sent through the service: what a wallet's raw transaction does.
    const wallet = createWalletClient({
      account: sender.account,
      chain: sender.chain,
      transport: http(rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.25') })
    const reads = client(false)
    const receipt = await reads.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await reads.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  })

  it("passes the node's errors on and refuses what a public RPC does not answer, under the caller's ids", async () => {
    const { status, body } = await post([
      { jsonrpc: '2.0', id: 'accounts', method: 'eth_accounts', params: [] },
      { jsonrpc: '2.0', id: 'chain', method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 'raw', method: 'eth_sendRawTransaction', params: ['0x1234'] },
      { jsonrpc: '2.0', id: 'chain', method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 9, method: 'anvil_setBalance', params: [devAddresses[1], '0x0'] },
    ])
    expect(status).toBe(200)
    expect(body).toEqual([
      {
        jsonrpc: '2.0',
        id: 'accounts',
        error: { code: -32601, message: 'Requested RPC call is not allowed' },
      },
      { jsonrpc: '2.0', id: 'chain', result: '0x7a69' },
      { jsonrpc: '2.0', id: 'raw', error: expect.objectContaining({ code: expect.any(Number) }) },
      { jsonrpc: '2.0', id: 'chain', result: '0x7a69' },
      { jsonrpc: '2.0', id: 9, error: { code: -32601, message: 'Requested RPC call is not allowed' } },
    ])
    // The node's own accounts were never read, and the balance was not touched.
    expect(await client(false).getBalance({ address: devAddresses[1] })).toBe(parseEther('10000'))
  })

  it('answers 502 in the service’s words once the node is down', async () => {
    await chain.stop()
    const { status, body } = await post({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })
    expect(status).toBe(502)
    expect((body as { error: string }).error).toMatch(/^The node of chain eip155:31337 is unavailable: /)
  })
})
