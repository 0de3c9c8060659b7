import { describe, expect, it } from 'vitest'
import { createConfig, http, type Config } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { deferredConfig } from './deferredConfig'
import { WagmiConfigLoading } from './WagmiConfigLoading'

describe('deferredConfig', () => {
  it('throws a thenable error on use before the config exists, and starts the load once', async () => {
    let loads = 0
    let real: Config | undefined
    const load = () => {
      loads += 1
      real = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
      return Promise.resolve(real)
    }
    const config = deferredConfig(() => real, load)
    let thrown: unknown
    try {
      void config.state
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(WagmiConfigLoading)
    expect((thrown as Error).message).toMatch(/getWagmiConfig/)
    await (thrown as PromiseLike<unknown>)
    expect(loads).toBe(1)
    expect(config.chains).toBe(real?.chains)
    expect(config.state.status).toBe('disconnected')
    expect('_internal' in config).toBe(true)
  })
})
