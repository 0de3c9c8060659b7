import type { SIWEConfig, SIWXConfig } from '@gatehouse/common'
import type { AppKitOptions } from '../options/types'

const browserPage = () => ({ host: globalThis.location?.host ?? '', href: globalThis.location?.href ?? '' })

/**
 * The legacy `siweConfig` as SIWX, its adapter (siweConfigToSiwx) loaded with the first call rather
 * than with the kit: only a host that passes `siweConfig` downloads it.
 */
function lazySiweSiwx(siwe: SIWEConfig): SIWXConfig {
  let adapted: Promise<SIWXConfig> | undefined
  type Later = 'createMessage' | 'addSession' | 'revokeSession' | 'setSessions' | 'getSessions'
  const later =
    <K extends Later>(key: K) =>
    (...args: Parameters<SIWXConfig[K]>) => {
      adapted ??= import('./siweConfigToSiwx').then((module) => module.siweConfigToSiwx(siwe, browserPage))
      return adapted.then((siwx) => (siwx[key] as (...given: unknown[]) => unknown)(...args)) as ReturnType<
        SIWXConfig[K]
      >
    }
  return {
    createMessage: later('createMessage'),
    addSession: later('addSession'),
    revokeSession: later('revokeSession'),
    setSessions: later('setSessions'),
    getSessions: later('getSessions'),
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
