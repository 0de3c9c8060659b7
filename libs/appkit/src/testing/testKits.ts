import { arbitrum, mainnet } from '@gatehouse/common'
import { memoryStorageBackend, type AppKitOptions, type KitEnvironment } from '@gatehouse/controllers'
import { desktopTestPlatform, quietAdapter } from '@gatehouse/controllers/testing'
import { createAppKit } from '../api/createAppKit'
import type { AppKit } from '../api/types'

const instances: AppKit[] = []

/**
 * A kit for a unit test: mainnet and arbitrum, an adapter that discovers no wallet, storage in memory
 * and a desktop page, unless `options` or `environment` say otherwise. `destroyTestKits` ends them.
 */
export function testKit(
  options: Partial<AppKitOptions> = {},
  environment: Omit<KitEnvironment, 'isViewAvailable'> = {},
): AppKit {
  const appkit = createAppKit(
    {
      networks: [mainnet, arbitrum],
      adapters: [quietAdapter([mainnet, arbitrum])],
      projectId: 'test',
      ...options,
    },
    { storage: memoryStorageBackend(), platform: desktopTestPlatform, ...environment },
  )
  instances.push(appkit)
  return appkit
}

/** Destroys every kit `testKit` made and empties the page (for `afterEach`). */
export function destroyTestKits(): void {
  instances.splice(0).forEach((instance) => instance.destroy())
  document.body.innerHTML = ''
}
