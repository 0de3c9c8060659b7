import {
  ErrorMessage,
  frameRpcVerdict,
  GatehouseError,
  isUserRejection,
  RpcErrorCode,
  Timing,
  type FrameRequests,
} from '@gatehouse/common'
import type { EmbeddedWalletRuntimeDeps, TransactionAction } from '@gatehouse/controllers'
import type { FrameClient } from './createFrameClient'

/** An EIP-1193 request for the embedded wallet. */
export type EmbeddedRpcRequest = FrameRequests['RPC_REQUEST']['params']

/** What routing the embedded wallet's RPC requests reads and changes. */
export interface EmbeddedRpcDeps extends Pick<
  EmbeddedWalletRuntimeDeps,
  'router' | 'modal' | 'open' | 'close' | 'toast' | 'refreshBalance'
> {
  frame: Pick<FrameClient, 'request'>
}

/**
 * The AUTH connector's RPC requests as docs/reference/states.md#embedded-requests routes them: safe methods go straight to the frame;
 * unsafe ones open ApproveTransaction (the frame shows the approval inside itself) and wait, with a
 * transaction-stack entry whose end closes the modal (when it was opened for the request) or pops back;
 * leaving ApproveTransaction while the request waits (back, close) aborts it; after a successful unsafe
 * request the native balance is read again. A method on neither list is refused at once, with a console
 * error, and 'Action not allowed' shows 300 ms later.
 */
export function createEmbeddedRpc(deps: EmbeddedRpcDeps) {
  function refuse(method: string): never {
    console.error(`[gatehouse] ${ErrorMessage.rpcCallNotAllowed}: ${method}`)
    setTimeout(() => deps.toast.show(ErrorMessage.actionNotAllowed, 'error'), Timing.uiMessageDelay)
    throw new GatehouseError('RpcCallNotAllowed', ErrorMessage.rpcCallNotAllowed, {
      cause: { code: RpcErrorCode.UNSUPPORTED_METHOD },
    })
  }

  async function approve(request: EmbeddedRpcRequest): Promise<unknown> {
    const wasOpen = deps.modal.state.open
    const abort = new AbortController()
    let waiting = true
    const entry: TransactionAction = {
      // Opened for this request: done closes it; opened before: back to where the visitor was.
      onSuccess: () => (wasOpen ? deps.router.goBack() : deps.close()),
    }
    deps.router.pushTransactionStack(entry)
    if (wasOpen) deps.router.push('ApproveTransaction')
    else deps.open('ApproveTransaction')
    const stopLeave = deps.router.onLeave('ApproveTransaction', () => {
      if (waiting) abort.abort()
    })
    try {
      const result = await deps.frame.request('RPC_REQUEST', request, { signal: abort.signal })
      waiting = false
      deps.router.popTransactionStack('success')
      void deps.refreshBalance(true)
      return result
    } catch (error) {
      waiting = false
      if (abort.signal.aborted) {
        // The visitor already left the view: drop the entry without navigating again.
        // The stack is a proxy of its entries: find ours by its callback, which is kept as it is.
        const index = deps.router.state.transactionStack.findIndex(
          (action) => action.onSuccess === entry.onSuccess,
        )
        if (index >= 0) deps.router.state.transactionStack.splice(index, 1)
        throw new GatehouseError('RequestAborted', ErrorMessage.requestAborted, {
          cause: { code: RpcErrorCode.USER_REJECTED },
        })
      }
      deps.router.popTransactionStack(isUserRejection(error) ? 'cancel' : 'error')
      throw error
    } finally {
      stopLeave()
    }
  }

  return async function embeddedRpc(request: EmbeddedRpcRequest): Promise<unknown> {
    const verdict = frameRpcVerdict(request.method)
    if (verdict === 'disallowed') refuse(request.method)
    if (verdict === 'safe') return deps.frame.request('RPC_REQUEST', request)
    return approve(request)
  }
}

export type EmbeddedRpc = ReturnType<typeof createEmbeddedRpc>
