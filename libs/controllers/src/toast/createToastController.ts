import { proxy } from 'valtio/vanilla'
import { Timing } from '@gatehouse/common'

export type ToastVariant = 'loading' | 'success' | 'error'

export interface ToastState {
  open: boolean
  message: string
  variant: ToastVariant
}

/** How long a success or error toast stays; a loading toast stays until replaced or hidden. */
export const toastDuration = 2_500

/** One toast at a time (docs/reference/states.md#toast): a new one replaces an open one after 150 ms. */
export function createToastController() {
  const state = proxy<ToastState>({ open: false, message: '', variant: 'success' })
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  function display(message: string, variant: ToastVariant) {
    Object.assign(state, { open: true, message, variant })
    if (variant !== 'loading') hideTimer = setTimeout(hide, toastDuration)
  }

  function hide() {
    clearTimeout(swapTimer)
    clearTimeout(hideTimer)
    state.open = false
  }

  return {
    state,
    show(message: string, variant: ToastVariant) {
      const wasOpen = state.open
      hide()
      if (wasOpen) swapTimer = setTimeout(() => display(message, variant), Timing.toastSwapDelay)
      else display(message, variant)
    },
    hide,
  }
}

export type ToastController = ReturnType<typeof createToastController>
