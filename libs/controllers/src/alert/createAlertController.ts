import { proxy } from 'valtio/vanilla'
import { Alerts, type AlertKind } from '@gatehouse/common'

export interface AlertState {
  open: boolean
  kind: AlertKind | undefined
  shortMessage: string
  longMessage: string
}

/** Alerts (docs/reference/messages.md#alerts). Each kind is shown at most once per kit instance. */
export function createAlertController() {
  const state = proxy<AlertState>({ open: false, kind: undefined, shortMessage: '', longMessage: '' })
  const shown = new Set<AlertKind>()
  return {
    state,
    /** Shows the alert unless this kind was shown before; returns whether it was shown now. */
    open(kind: AlertKind): boolean {
      if (shown.has(kind)) return false
      shown.add(kind)
      const { shortMessage, longMessage } = Alerts[kind]
      Object.assign(state, { open: true, kind, shortMessage, longMessage })
      console.warn(`[gatehouse] ${shortMessage}: ${longMessage}`)
      return true
    },
    close() {
      state.open = false
    },
  }
}

export type AlertController = ReturnType<typeof createAlertController>
