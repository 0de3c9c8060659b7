import type { Kit } from '@gatehouse/controllers'
import { preloadComponent } from './useLoadedComponent'

type Mount = (kit: Kit) => () => void

let loading: Promise<Mount> | undefined

/**
 * Loads the modal's code once, in one chunk: its shell and the Connect view (the view most visitors
 * open it on), so the first frame of the modal shows the wallets, not a skeleton. Memoising the
 * import promise is a cache of code, not state: every instance mounts its own modal.
 */
export function loadModal(): Promise<Mount> {
  loading ??= import('./modalEntry').then(async (entry) => {
    await preloadComponent('Connect', async () => ({ default: entry.ConnectView }))
    return entry.mountModal
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
