import { describe, expect, it } from 'vitest'
import { parseCloudConfig } from '../config/cloudConfig'
import { farcasterLoginSettingsOf } from './farcasterConfig'
import { defaultFarcasterLoginSettings } from './farcasterLogin'

const registry = { chainId: 'eip155:10', idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' }

describe("Farcaster sign-in's timings", () => {
  it('are the defaults without a configuration', () => {
    expect(farcasterLoginSettingsOf(undefined)).toEqual(defaultFarcasterLoginSettings)
    expect(farcasterLoginSettingsOf(parseCloudConfig({ farcaster: registry }).farcaster)).toEqual(
      defaultFarcasterLoginSettings,
    )
  })

  it("take the configuration's long poll and poll interval, and a caller's overrides over them", () => {
    const config = parseCloudConfig({ farcaster: { ...registry, longPollMs: 200, pollIntervalMs: 50 } })
    expect(farcasterLoginSettingsOf(config.farcaster)).toEqual({
      ...defaultFarcasterLoginSettings,
      longPollMs: 200,
      pollIntervalMs: 50,
    })
    expect(farcasterLoginSettingsOf(config.farcaster, { longPollMs: 10 }).longPollMs).toBe(10)
  })

  it.each([
    [{ longPollMs: 60_001 }, 'farcaster.longPollMs: must be at most 60000'],
    [{ pollIntervalMs: 5 }, 'farcaster.pollIntervalMs: must be at least 10'],
    [{ longPollMs: 1.5 }, 'farcaster.longPollMs: must be a whole number'],
  ])('refuse a bad value, naming it: %o', (timing, message) => {
    expect(() => parseCloudConfig({ farcaster: { ...registry, ...timing } })).toThrow(message)
  })
})
