import type { FrameRequests, FrameRequestType } from '@gatehouse/common'

/**
 * What the kit hands an adapter for its AUTH connector (`AdapterContext.embeddedWallet`): the login
 * frame's requests and the routed RPC, loaded on the first call. The adapter never sees the frame.
 */
export interface EmbeddedWalletTransport {
  /** True when e-mail or social login was used in this browser before (docs/reference/states.md#login-frame: the frame may be created). */
  loginUsed(): boolean
  /** Sends one request of the login frame protocol (docs/reference/endpoints.md#login-frame-protocol). */
  request<T extends FrameRequestType>(
    type: T,
    params: FrameRequests[T]['params'],
  ): Promise<FrameRequests[T]['result']>
  /** An EIP-1193 request: safe ones straight to the frame, unsafe ones through ApproveTransaction. */
  rpc(request: FrameRequests['RPC_REQUEST']['params']): Promise<unknown>
  /** Ends the frame's login (waiting at most 3 s) and clears the stored keys of docs/reference/states.md#sign-out. */
  signOut(): Promise<void>
  /** Runs `listener` when the frame says its login ended; returns the unsubscribe function. */
  onSessionEnded(listener: () => void): () => void
}
