import type { Kit } from '@gatehouse/controllers'

type Mount = (kit: Kit) => () => void

let loading: Promise<Mount> | undefined

/**
 * Loads the modal's chunk (shell and Connect view) once. Memoising the import promise is a cache of
 * code, not state: every instance mounts its own modal.
 */
export function loadModal(): Promise<Mount> {
  loading ??= import('./mountModal').then((module) => module.mountModal)
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** Starts loading what the modal needs, on the visitor's first intent (hover, focus, press). */
export function preloadModal(kit: Kit) {
  void kit.prepare()
  void loadModal()
}
