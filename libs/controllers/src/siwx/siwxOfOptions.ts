import type { SIWXConfig } from '@gatehouse/common'
import type { AppKitOptions } from '../options/types'
import { siweConfigToSiwx } from './siweConfigToSiwx'

const browserPage = () => ({ host: globalThis.location?.host ?? '', href: globalThis.location?.href ?? '' })

/** The SIWX implementation a host's options ask for: `siwx`, or `siweConfig` adapted unless disabled. */
export function siwxOfOptions(options: Pick<AppKitOptions, 'siwx' | 'siweConfig'>): SIWXConfig | undefined {
  if (options.siwx) return options.siwx
  if (options.siweConfig && options.siweConfig.enabled !== false) {
    return siweConfigToSiwx(options.siweConfig, browserPage)
  }
  return undefined
}
