import type { Config } from '@wagmi/core'
import { WagmiConfigLoading } from './WagmiConfigLoading'

/**
 * A stand-in for wagmi's config that a host can hold before wagmi's code has loaded. Every use of it
 * is a use of the real config once that exists; before, a use starts the load and throws
 * `WagmiConfigLoading` (React suspends on it). Holding it costs nothing, so the adapter's first bytes
 * stay free of wagmi until the host or the visitor needs it.
 */
export function deferredConfig(ready: () => Config | undefined, load: () => Promise<Config>): Config {
  const real = (): Config => {
    const config = ready()
    if (config) return config
    throw new WagmiConfigLoading(load())
  }
  return new Proxy({} as Config, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
  })
}
