import { proxy } from 'valtio/vanilla'
import { Timing } from '@gatehouse/common'

export interface ModalState {
  open: boolean
  loading: boolean
  /** True for 500 ms after a refused close, so the modal can shake. */
  shake: boolean
}

/** Open/closed, loading and the shake flag (docs/reference/states.md#modal-state). Opening rules live in the kit, which knows the rest. */
export function createModalController() {
  const state = proxy<ModalState>({ open: false, loading: false, shake: false })
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  return {
    state,
    setOpen(open: boolean) {
      state.open = open
    },
    setLoading(loading: boolean) {
      state.loading = loading
    },
    shake() {
      clearTimeout(shakeTimer)
      state.shake = true
      shakeTimer = setTimeout(() => {
        state.shake = false
      }, Timing.shake)
    },
  }
}

export type ModalController = ReturnType<typeof createModalController>
