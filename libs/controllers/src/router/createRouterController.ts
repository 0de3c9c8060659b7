import { proxy } from 'valtio/vanilla'
import type { RouterData, View } from './views'

/** An entry of the transaction stack (docs/reference/views.md#transaction-stack): what to do when a pending request ends. */
export interface TransactionAction {
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

export interface RouterState {
  view: View
  history: View[]
  data: RouterData | undefined
  transactionStack: TransactionAction[]
}

export interface RouterDeps {
  isConnected(): boolean
  closeModal(): void
}

/** The modal's views and history stack, with the back and transaction-stack rules
 * (docs/reference/views.md#back, docs/reference/views.md#transaction-stack). */
export function createRouterController(deps: RouterDeps) {
  const state = proxy<RouterState>({
    view: 'Connect',
    history: ['Connect'],
    data: undefined,
    transactionStack: [],
  })
  const leaveListeners = new Map<View, Set<() => void>>()

  function show(view: View, history: View[], data: RouterData | undefined) {
    const previous = state.view
    state.history = history
    state.view = view
    state.data = data
    if (previous !== view) leaveListeners.get(previous)?.forEach((listener) => listener())
  }

  const router = {
    state,

    /** Shows a view on top of the history; pushing the current view again only updates its data. */
    push(view: View, data?: RouterData) {
      if (view === state.view) {
        state.data = data
        return
      }
      show(view, [...state.history, view], data)
    },

    /** Shows a view in place of the current one. */
    replace(view: View, data?: RouterData) {
      show(view, [...state.history.slice(0, -1), view], data)
    },

    /** Starts a new history with one view. */
    reset(view: View, data?: RouterData) {
      show(view, [view], data)
    },

    /**
     * Pops the history. At the root it closes the modal. A connected visitor going back to Connect
     * sees Account instead.
     */
    goBack() {
      if (state.history.length <= 1) {
        deps.closeModal()
        return
      }
      const history = state.history.slice(0, -1)
      let view = history[history.length - 1] as View
      if (view === 'Connect' && deps.isConnected()) {
        view = 'Account'
        history[history.length - 1] = view
      }
      show(view, history, undefined)
    },

    /** Goes back to an earlier entry of the history. */
    goBackToIndex(index: number) {
      if (index < 0 || index >= state.history.length - 1) return
      const history = state.history.slice(0, index + 1)
      show(history[index] as View, history, undefined)
    },

    pushTransactionStack(action: TransactionAction) {
      state.transactionStack.push(action)
    },

    /** Ends the newest pending request: success runs its callback; error and cancel also go back. */
    popTransactionStack(outcome: 'success' | 'error' | 'cancel') {
      const action = state.transactionStack.pop()
      if (!action) return
      if (outcome === 'success') {
        action.onSuccess?.()
        return
      }
      if (outcome === 'error') action.onError?.()
      else action.onCancel?.()
      router.goBack()
    },

    /** Runs `listener` whenever the modal leaves `view`; returns the unsubscribe function. */
    onLeave(view: View, listener: () => void): () => void {
      const listeners = leaveListeners.get(view) ?? new Set()
      listeners.add(listener)
      leaveListeners.set(view, listeners)
      return () => listeners.delete(listener)
    },
  }
  return router
}

export type RouterController = ReturnType<typeof createRouterController>
