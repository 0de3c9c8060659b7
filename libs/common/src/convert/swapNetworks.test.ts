import { describe, expect, it } from 'vitest'
import { isSwapNetwork, swapNetworkIds } from './swapNetworks'

describe('swap networks', () => {
  it('are the 12 swap chains and the local development chains', () => {
    expect(swapNetworkIds).toHaveLength(12)
    expect(isSwapNetwork('eip155:1')).toBe(true)
    expect(isSwapNetwork('eip155:42161')).toBe(true)
    expect(isSwapNetwork('eip155:31337')).toBe(true)
    expect(isSwapNetwork('eip155:11155111')).toBe(false)
    expect(isSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(isSwapNetwork(undefined)).toBe(false)
  })
})
