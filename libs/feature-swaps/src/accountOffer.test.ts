import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '@gatehouse/common'
import type { SwapsContext } from './needs'
import { swapsFeature } from './manifest'

describe("Swap's button on the Account view", () => {
  it('is offered on the swap chains and the local chains only', async () => {
    const { offeredOn } = await swapsFeature.accountAction.offeredOn()
    const on = (network: CaipNetworkId | undefined) => offeredOn({} as SwapsContext, network)
    expect(on('eip155:1')).toBe(true)
    expect(on('eip155:31337')).toBe(true)
    expect(on('eip155:11155111')).toBe(false)
    expect(on('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(on('bip122:000000000019d6689c085ae165831e93')).toBe(false)
    expect(on(undefined)).toBe(false)
  })
})
