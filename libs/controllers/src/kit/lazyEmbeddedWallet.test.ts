import { describe, expect, it, vi } from 'vitest'
import { isGatehouseError, mainnet, type Network } from '@gatehouse/common'
import type { EmbeddedWalletRuntime, StartEmbeddedWallet } from '../embedded/EmbeddedWalletRuntime'
import { memoryStorageBackend } from '../storage/createStorage'
import { quietAdapter } from '../testing/quietAdapter'
import { desktopTestPlatform } from '../testing/testPlatform'
import { createControllers } from './createControllers'
import type { KitEnvironment } from './kitTypes'

function kitWith(environment: Partial<KitEnvironment>) {
  const networks: [Network, ...Network[]] = [mainnet]
  return createControllers(
    { networks, adapters: [quietAdapter(networks)], projectId: 'test', features: { email: true } },
    {
      storage: memoryStorageBackend(),
      platform: desktopTestPlatform,
      fetch: vi.fn(async () => Response.json({ features: [] })),
      ...environment,
    },
  )
}

/** The wallet's code as the kit sees it: records each call it is handed. */
function loadedWallet() {
  const calls: string[] = []
  const start = vi.fn<StartEmbeddedWallet>((deps) => {
    const runtime: EmbeddedWalletRuntime = {
      frame: { show: (visible) => calls.push(`show ${visible}`) },
      wallet: new Proxy({} as EmbeddedWalletRuntime['wallet'], {
        get:
          (_target, key) =>
          async (...args: unknown[]) => {
            calls.push(`${String(key)} ${JSON.stringify(args)}`)
            deps.state.pendingEmail = 'visitor@example.com'
          },
      }),
      transport: {
        loginUsed: () => false,
        request: async () => ({}) as never,
        rpc: async () => '0x1',
        signOut: async () => undefined,
        onSessionEnded: () => () => undefined,
      },
    }
    return runtime
  })
  return { calls, start, load: vi.fn(async () => start) }
}

describe("the kit's embedded wallet", () => {
  it('loads its code on the first call that needs it, once, and hands that call and the next to it', async () => {
    const code = loadedWallet()
    const kit = kitWith({ loadEmbeddedWallet: code.load })
    expect(code.load).not.toHaveBeenCalled()
    expect(kit.embeddedWallet.wallet.state.frame).toBe('absent')

    await kit.embeddedWallet.wallet.connectEmail('visitor@example.com')
    await kit.embeddedWallet.wallet.signOut()
    expect(code.load).toHaveBeenCalledTimes(1)
    expect(code.start).toHaveBeenCalledTimes(1)
    expect(code.calls).toEqual(['connectEmail ["visitor@example.com"]', 'signOut []'])
    // The state the code writes is the one the kit's views read.
    expect(kit.embeddedWallet.wallet.state.pendingEmail).toBe('visitor@example.com')
    kit.embeddedWallet.showFrame(true)
    expect(code.calls.at(-1)).toBe('show true')
  })

  it('tries to load again after a failed load (a dropped connection), rather than failing for good', async () => {
    const code = loadedWallet()
    code.load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    const kit = kitWith({ loadEmbeddedWallet: code.load })
    await expect(kit.embeddedWallet.wallet.connectEmail('a@example.com')).rejects.toThrow('Failed to fetch')
    await kit.embeddedWallet.wallet.connectEmail('a@example.com')
    expect(code.load).toHaveBeenCalledTimes(2)
  })

  it("fails a login as a frame that cannot load when the kit was built without the wallet's code", async () => {
    const kit = kitWith({})
    const failure = await kit.embeddedWallet.wallet.connectEmail('a@example.com').catch((error) => error)
    expect(isGatehouseError(failure, 'FrameLoadFailed')).toBe(true)
    expect(kit.embeddedWallet.transport.loginUsed()).toBe(false)
  })
})
