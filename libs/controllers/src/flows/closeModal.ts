import type { View } from '../router/views'
import type { LazyAnalytics } from '../analytics/lazyAnalytics'
import type { ConnectionController } from '../connection/createConnectionController'
import type { ModalController } from '../modal/createModalController'
import type { OptionsState } from '../options/createOptionsController'
import type { RouterController } from '../router/createRouterController'

const signInViews: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

/** What deciding whether the modal may close reads. */
export interface CloseBlockedDeps {
  router: { state: Pick<RouterController['state'], 'view'> }
  options: { state: { siwx: Pick<NonNullable<OptionsState['siwx']>, 'getRequired'> | undefined } }
  connection: { state: Pick<ConnectionController['state'], 'hasSignInSession'> }
}

/** What closing the modal reads and changes. */
export interface CloseModalDeps extends CloseBlockedDeps {
  router: CloseBlockedDeps['router'] & Pick<RouterController, 'reset'>
  modal: Pick<ModalController, 'state' | 'setOpen' | 'shake'>
  connection: CloseBlockedDeps['connection'] & Pick<ConnectionController, 'isConnected'>
  analytics: Pick<LazyAnalytics, 'track'>
}

/**
 * True while the sign-in views must stay open (docs/reference/views.md#close-blocked): SIWXSignMessage and ApproveTransaction,
 * while sign-in is required and there is no session.
 */
export function isCloseBlocked(deps: CloseBlockedDeps): boolean {
  return (
    signInViews.includes(deps.router.state.view) &&
    deps.options.state.siwx?.getRequired?.() === true &&
    !deps.connection.state.hasSignInSession
  )
}

/**
 * Closes the modal and resets it to Connect (docs/reference/views.md#closing); refused, with a 500 ms shake, while sign-in is
 * required. Returns whether the modal closed.
 */
export function closeModal(deps: CloseModalDeps): boolean {
  if (isCloseBlocked(deps)) {
    deps.modal.shake()
    return false
  }
  if (deps.modal.state.open) deps.analytics.track('MODAL_CLOSE', { connected: deps.connection.isConnected() })
  deps.modal.setOpen(false)
  deps.router.reset('Connect')
  return true
}
