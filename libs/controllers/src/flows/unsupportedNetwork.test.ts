import { describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { mustLeaveUnsupportedNetwork } from './unsupportedNetwork'

const rule = {
  connected: true,
  networkKnown: false,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
}

function mustLeave(overrides: Partial<typeof rule> = {}) {
  const given = { ...rule, ...overrides }
  return mustLeaveUnsupportedNetwork({
    options: { state: given },
    connection: { isConnected: () => given.connected },
    chain: { network: () => (given.networkKnown ? mainnet : undefined) },
  })
}

describe('the UnsupportedChain rule', () => {
  it('holds when connected on a network the host did not configure, with switching on and unsupported chains not allowed', () => {
    expect(mustLeave()).toBe(true)
  })

  it.each([
    ['not connected', { connected: false }],
    ['on a configured network', { networkKnown: true }],
    ['network switching off', { enableNetworkSwitch: false }],
    ['unsupported chains allowed', { allowUnsupportedChain: true }],
  ] as const)('does not hold %s', (_case, overrides) => {
    expect(mustLeave(overrides)).toBe(false)
  })
})
