import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost, solanaLocalnet } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type Balance,
} from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { sendTransfer, transferOf } from './transfer'

const receiver = '7iK3nkyJ5B993WhiCvsdYeJjdmCBuYCSbyWRubbDHRPM'
const mint = 'GuSDbs1ko8SNG4ueeE3rSwvTuWqmFuBMA1VvG9YCFRJ3'
const chainId = solanaLocalnet.caipNetworkId
const gusd: Balance = {
  name: 'Gatehouse USD',
  symbol: 'GUSD',
  chainId,
  address: `${chainId}:${mint}`,
  quantity: { decimals: '6', numeric: '100' },
}

afterEach(() => vi.restoreAllMocks())

describe('the send as the adapters’ transfer takes it', () => {
  it('names no token for the native coin', () => {
    expect(transferOf({ token: undefined, value: 5n, receiver })).toEqual({ to: receiver, amount: 5n })
    const sol: Balance = { name: 'Solana', symbol: 'SOL', chainId, quantity: { decimals: '9', numeric: '1' } }
    expect(transferOf({ token: sol, value: 5n, receiver })).toEqual({ to: receiver, amount: 5n })
  })

  it('names a token by its address on the network, its decimals and its symbol', () => {
    expect(transferOf({ token: gusd, value: 12_500_000n, receiver })).toEqual({
      to: receiver,
      amount: 12_500_000n,
      token: { address: mint, decimals: 6, symbol: 'GUSD' },
    })
  })
})

describe('a transfer through an adapter that cannot send', () => {
  it('fails as an unsupported chain and asks the wallet nothing', async () => {
    const adapter = { ...scriptedAdapter([localhost]), sendTransfer: undefined }
    const kit = createControllers(
      { networks: [localhost], adapters: [adapter], projectId: 'p1' },
      { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
    )
    const send = { token: undefined, value: 1n, receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
    await expect(sendTransfer(createFeatureContext(kit), 'eip155', send)).rejects.toMatchObject({
      message: 'Unsupported chain',
    })
    await expect(sendTransfer(createFeatureContext(kit), 'solana', send)).rejects.toMatchObject({
      message: 'Unsupported chain',
    })
    expect(adapter.waitForTransaction).not.toHaveBeenCalled()
  })
})
