import type { SIWEConfig, SIWXConfig } from '@gatehouse/common'
import type { AppKitOptions } from '../options/types'

const browserPage = () => ({ host: globalThis.location?.host ?? '', href: globalThis.location?.href ?? '' })

/**
 * The legacy `siweConfig` as SIWX, its adapter (siweConfigToSiwx) loaded with the first call rather
 * than with the kit: only a host that passes `siweConfig` downloads it.
 */
function lazySiweSiwx(siwe: SIWEConfig): SIWXConfig {
  let adapted: Promise<SIWXConfig> | undefined
  const load = () =>
    (adapted ??= import('./siweConfigToSiwx').then(({ siweConfigToSiwx }) =>
      siweConfigToSiwx(siwe, browserPage),
    ))
  return {
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await load()).setSessions(sessions),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
    getRequired: () => siwe.required ?? true,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}

/** The SIWX implementation a host's options ask for: `siwx`, or `siweConfig` adapted unless disabled. */
export function siwxOfOptions(options: Pick<AppKitOptions, 'siwx' | 'siweConfig'>): SIWXConfig | undefined {
  if (options.siwx) return options.siwx
  if (options.siweConfig && options.siweConfig.enabled !== false) return lazySiweSiwx(options.siweConfig)
  return undefined
}
