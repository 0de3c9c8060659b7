import type { Kit } from '@gatehouse/controllers'
import { warmLocale } from '../i18n/warmLocale'

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

/**
 * Starts loading what the modal needs, on the visitor's first intent (hover, focus, press): its code
 * and, in another language than English, its messages in that language.
 */
export function preloadModal(kit: Kit) {
  void kit.prepare()
  void loadModal()
  warmLocale(kit.options.state.locale.locale)
}
