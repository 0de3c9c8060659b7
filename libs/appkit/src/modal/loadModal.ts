import type { AnyFeatureManifest, Kit } from '@gatehouse/controllers'
import { ConnectView, mountModal } from './modalEntry'
import { preloadComponent } from './useLoadedComponent'

type Mount = (kit: Kit, features: readonly AnyFeatureManifest[], takeOver?: () => boolean) => () => void

let ready: Promise<Mount> | undefined

/**
 * The modal's first frame: its shell and the Connect view (the view most visitors open it on), so
 * the first frame of the modal shows the wallets, not a skeleton. Both are in the kit's chunk (see
 * api/kitChunk): the press downloads them with the kit, in one dynamic import. Memoising the promise
 * is a cache of code, not state: every instance mounts its own modal.
 */
export function loadModal(): Promise<Mount> {
  ready ??= preloadComponent('Connect', async () => ({ default: ConnectView })).then(() => mountModal)
  ready.catch(() => {
    ready = undefined
  })
  return ready
}
