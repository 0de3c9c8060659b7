import type { SatsConnectProvider } from './satsConnectRpc'

/** A wallet's entry in `window.btc_providers` (WBIP004). */
export interface SatsConnectDescriptor {
  /** A dotted path on `window` to the provider object, such as `XverseProviders.BitcoinProvider`. */
  id: string
  name: string
  icon?: string | undefined
  webUrl?: string | undefined
}

const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor'])

/** The provider a descriptor's id points to on `root`, if it is one (has `request`). */
export function providerAt(root: unknown, id: string): SatsConnectProvider | undefined {
  let current: unknown = root
  for (const key of id.split('.')) {
    if (key === '' || unsafeKeys.has(key) || (typeof current !== 'object' && typeof current !== 'function'))
      return undefined
    if (current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  const candidate = current as Partial<SatsConnectProvider> | undefined
  return typeof candidate?.request === 'function' ? (candidate as SatsConnectProvider) : undefined
}

/** One wallet of the page that speaks sats-connect: its descriptor and its provider. */
export interface SatsConnectWallet {
  descriptor: SatsConnectDescriptor
  provider: SatsConnectProvider
}

/**
 * The sats-connect wallets announced in `root.btc_providers` whose provider is present, one per id
 * (the first wins), each with a readable name.
 */
export function satsConnectWallets(root: unknown): SatsConnectWallet[] {
  const list = (root as { btc_providers?: unknown } | undefined)?.btc_providers
  if (!Array.isArray(list)) return []
  const byId = new Map<string, SatsConnectWallet>()
  for (const entry of list as unknown[]) {
    const descriptor = entry as Partial<SatsConnectDescriptor> | null
    if (typeof descriptor?.id !== 'string' || typeof descriptor.name !== 'string') continue
    if (descriptor.name.trim() === '' || byId.has(descriptor.id)) continue
    const provider = providerAt(root, descriptor.id)
    if (!provider) continue
    byId.set(descriptor.id, {
      descriptor: {
        id: descriptor.id,
        name: descriptor.name,
        icon: typeof descriptor.icon === 'string' ? descriptor.icon : undefined,
        webUrl: typeof descriptor.webUrl === 'string' ? descriptor.webUrl : undefined,
      },
      provider,
    })
  }
  return [...byId.values()]
}
