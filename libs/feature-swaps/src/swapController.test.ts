import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost, mainnet, type Network } from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { createSwapController } from './createSwapController'

const sepolia: Network = { ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111', name: 'Sepolia' }

function setup(network: Network, fetch: typeof globalThis.fetch) {
  const adapter = scriptedAdapter([network])
  const kit = createControllers(
    { networks: [network], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch },
  )
  adapter.connectAs()
  kit.router.reset('Account')
  kit.router.push('Swap')
  return { kit, adapter, swap: createSwapController(createFeatureContext(kit)) }
}

afterEach(() => vi.restoreAllMocks())

describe('swap controller', () => {
  it('asks nothing on a network without swaps and says it is not supported', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response('{}', { status: 404 }))
    const { swap } = setup(sepolia, fetch)
    await swap.start()
    expect(swap.state.tokensStatus).toBe('unsupported')
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/convert/'))).toEqual(
      [],
    )
    swap.destroy()
  })

  it('shows the failure with a retry when the service is down, and keeps nothing stale', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response('down', { status: 404 }))
    const { swap } = setup(localhost, fetch)
    await swap.start()
    expect(swap.state).toMatchObject({ tokensStatus: 'failed', tokens: [] })
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/v1/convert/tokens?'))).toBe(true)
    swap.destroy()
  })

  it('forgets the form when the account changes', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response('{}', { status: 404 }))
    const { adapter, swap } = setup(localhost, fetch)
    swap.setAmount('3')
    expect(swap.state.amount).toBe('3')
    adapter.emit({ status: 'disconnected' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(swap.state.amount).toBe('')
    swap.destroy()
  })
})
