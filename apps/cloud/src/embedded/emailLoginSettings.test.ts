import { describe, expect, it } from 'vitest'
import { parseCloudConfig } from '../config/cloudConfig'
import { defaultEmailLoginSettings } from './emailLogin'
import { emailLoginSettingsOf } from './emailLoginSettings'

describe('the e-mail login limits and trusted proxies in the configuration', () => {
  it('defaults to 5 codes per address, 10 addresses per client, 10 wrong codes an hour and an hour locked', () => {
    expect(emailLoginSettingsOf(parseCloudConfig({}).emailLogin)).toMatchObject({
      limitWindowMs: 3_600_000,
      codesPerAddress: 5,
      addressesPerClient: 10,
      failuresPerAddress: 10,
      lockoutMs: 3_600_000,
    })
  })

  it('takes the configuration file, then what startCloud was given', () => {
    const config = parseCloudConfig({
      emailLogin: {
        codesPerAddressPerHour: 3,
        addressesPerClientPerHour: 50,
        failedCodesPerAddressPerHour: 6,
        lockoutMinutes: 240,
      },
    })
    expect(emailLoginSettingsOf(config.emailLogin, { codesPerAddress: 2 })).toEqual({
      ...defaultEmailLoginSettings,
      codesPerAddress: 2,
      addressesPerClient: 50,
      failuresPerAddress: 6,
      lockoutMs: 240 * 60_000,
    })
  })

  it('names a bad field', () => {
    const rejection = (input: unknown) => {
      try {
        parseCloudConfig(input)
      } catch (error) {
        return (error as Error).message
      }
      return 'accepted'
    }
    expect(rejection({ emailLogin: { lockoutMinutes: 0 } })).toBe(
      'Invalid cloud configuration: emailLogin.lockoutMinutes: must be at least 1',
    )
    expect(rejection({ emailLogin: { failedCodesPerAddressPerHour: 2.5 } })).toBe(
      'Invalid cloud configuration: emailLogin.failedCodesPerAddressPerHour: must be a whole number',
    )
    expect(rejection({ emailLogin: { guesses: 3 } })).toMatch(/^Invalid cloud configuration: .*guesses/)
    expect(rejection({ trustedProxies: ['10.0.0.0/8', 'proxy.local'] })).toMatch(
      /^Invalid cloud configuration: trustedProxies.*must be an IP address or CIDR range such as 10.0.0.0\/8/,
    )
    expect(rejection({ trustedProxies: ['10.0.0.0/8', '::1'] })).toBe('accepted')
  })
})
