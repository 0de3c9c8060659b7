import type { CloudConfig } from '../config/cloudConfig'
import { defaultEmailLoginSettings, type EmailLoginSettings } from './emailLogin'

/**
 * The e-mail login's settings: the defaults, then the configuration file's `emailLogin` (counts an
 * hour, lockout in minutes), then what `startCloud` was given (tests shorten the times).
 */
export function emailLoginSettingsOf(
  configured: CloudConfig['emailLogin'],
  given: Partial<EmailLoginSettings> = {},
): EmailLoginSettings {
  return {
    ...defaultEmailLoginSettings,
    ...(configured?.codesPerAddressPerHour === undefined
      ? {}
      : { codesPerAddress: configured.codesPerAddressPerHour }),
    ...(configured?.addressesPerClientPerHour === undefined
      ? {}
      : { addressesPerClient: configured.addressesPerClientPerHour }),
    ...(configured?.failedCodesPerAddressPerHour === undefined
      ? {}
      : { failuresPerAddress: configured.failedCodesPerAddressPerHour }),
    ...(configured?.lockoutMinutes === undefined ? {} : { lockoutMs: configured.lockoutMinutes * 60_000 }),
    ...given,
  }
}
