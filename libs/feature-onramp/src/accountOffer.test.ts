import { describe, expect, it, vi } from 'vitest'
import { mainnet, type OnrampOptions } from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { onrampFeature } from './manifest'
import type { OnrampContext } from './needs'

const network = (chainId: string) => ({
  name: `chain-${chainId}`,
  display_name: `Chain ${chainId}`,
  chain_id: chainId,
  contract_address: '',
})
const paymentCurrencies = [{ id: 'USD', payment_method_limits: [] }]

/** The on-ramp's check with a kit whose service answers `GET /v1/onramp/options` with `options` (or fails). */
async function offerWith(options: OnrampOptions | undefined) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (new URL(String(input)).pathname === '/v1/onramp/options' && options) return Response.json(options)
    return new Response('unavailable', { status: 503 })
  })
  const kit = createControllers(
    { networks: [mainnet], adapters: [scriptedAdapter([mainnet])], projectId: 'test' },
    { storage: memoryStorageBackend(), fetch },
  )
  const context = createFeatureContext(kit) as unknown as OnrampContext
  const { offeredOn } = await onrampFeature.accountAction.offeredOn()
  return {
    offeredOn: (caipNetworkId: Parameters<typeof offeredOn>[1]) => offeredOn(context, caipNetworkId),
    fetch,
  }
}

describe("Buy's button on the Account view", () => {
  it('is offered where the options sell something deliverable to the network, asked once for all', async () => {
    const { offeredOn, fetch } = await offerWith({
      purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('1')] }],
      paymentCurrencies,
    })
    await expect(offeredOn('eip155:1')).resolves.toBe(true)
    await expect(offeredOn('eip155:10')).resolves.toBe(false)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('is never offered to a Bitcoin account, nor without a network, without asking the service', async () => {
    const { offeredOn, fetch } = await offerWith(undefined)
    expect(offeredOn('bip122:000000000019d6689c085ae165831e93')).toBe(false)
    expect(offeredOn(undefined)).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("follows the built-in list, as the Buy view does, when the service's options cannot be read", async () => {
    const { offeredOn } = await offerWith(undefined)
    // The list names Ethereum and Polygon and is matched by namespace: any EVM chain, no Solana one.
    await expect(offeredOn('eip155:1')).resolves.toBe(true)
    await expect(offeredOn('eip155:10')).resolves.toBe(true)
    await expect(offeredOn('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).resolves.toBe(false)
  })
})
