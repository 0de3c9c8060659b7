import { proxy } from 'valtio/vanilla'
import {
  ErrorMessage,
  frameConnectRequests,
  GatehouseError,
  Timing,
  type AlertKind,
  type FrameEventMessage,
  type FrameRequestMessage,
  type FrameRequests,
  type FrameRequestType,
} from '@gatehouse/common'
import type { EmbeddedWalletFrameStatus } from '@gatehouse/controllers'
import { frameElement, frameHost, setFrameHeight } from './frameHost'
import { readFrameMessage } from './frameMessages'
import { frameRefusal } from './frameRefusal'

/** What the frame client needs from its page and its kit. */
export interface FrameClientOptions {
  /** The frame page (apps/cloud, an origin of its own); only its origin's messages are read. */
  url: string
  /** The host page's origin, handed to the frame so that it answers only this page. */
  hostOrigin: string
  projectId: string | undefined
  alert: { open(kind: AlertKind): boolean }
  /** The page's document. */
  document?: Document
  /**
   * The element the frame's container is appended to: the kit's modal host, whose shadow root shows
   * it in the ApproveTransaction view's slot (see frameSlotName). Default: the document's body.
   */
  parent?: () => HTMLElement
  /** The durations of docs/reference/limits.md#timings; a test may pass shorter ones. */
  timing?: Partial<FrameTiming>
}

export interface FrameTiming {
  /** Without `ready` by then the frame failed to load (IFRAME_LOAD_FAILED). */
  loadTimeout: number
  /** After the first `ready`, how long before the frame counts as initialised. */
  readyDelay: number
  /** How long a login request may stay unanswered (IFRAME_REQUEST_TIMEOUT). */
  requestTimeout: number
}

interface Pending {
  type: FrameRequestType
  resolve(result: unknown): void
  reject(error: unknown): void
  cleanup(): void
}

/** A request's random id (docs/reference/limits.md#request-ids: request ids are random strings). */
function requestId(): string {
  return crypto.randomUUID()
}

const connectRequests: readonly FrameRequestType[] = frameConnectRequests

/**
 * The host page's side of the login frame protocol (docs/reference/endpoints.md#login-frame-protocol): a hidden iframe created on the first
 * call, counted ready 500 ms after its first `ready` event, requests matched to replies by a random id.
 * A message counts only when it comes from the frame's origin AND from the frame's own window, and has
 * the protocol's shape; everything else is ignored.
 */
export function createFrameClient(options: FrameClientOptions) {
  const timing: FrameTiming = {
    loadTimeout: Timing.frameLoadTimeout,
    readyDelay: Timing.frameReadyExtraDelay,
    requestTimeout: Timing.connectRequestTimeout,
    ...options.timing,
  }
  const frameUrl = new URL(options.url)
  const frameOrigin = frameUrl.origin
  frameUrl.searchParams.set('origin', options.hostOrigin)
  if (options.projectId) frameUrl.searchParams.set('projectId', options.projectId)

  const state = proxy<{ status: EmbeddedWalletFrameStatus }>({ status: 'absent' })
  const pending = new Map<string, Pending>()
  const eventListeners = new Set<(event: FrameEventMessage) => void>()
  let iframe: HTMLIFrameElement | undefined
  /** The element the frame lives in: hidden until an approval waits, then shown in the modal's body. */
  let host: HTMLElement | undefined
  let readiness: Promise<void> | undefined
  let settleReadiness: { resolve(): void; reject(error: unknown): void } | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined

  const doc = () => options.document ?? globalThis.document

  function onMessage(event: MessageEvent) {
    if (!iframe || event.origin !== frameOrigin || event.source !== iframe.contentWindow) return
    const message = readFrameMessage(event.data)
    if (!message) return
    if (message.type === 'success' || message.type === 'error') {
      const request = pending.get(message.id)
      if (!request) return
      if (message.type === 'success') request.resolve(message.result)
      else
        request.reject(
          new GatehouseError('FrameRequestFailed', message.message || ErrorMessage.frameGenericError, {
            cause: frameRefusal(message.code, message.reason),
          }),
        )
      return
    }
    if (message.type === 'ready') frameReady()
    if (message.type === 'content-height' && host) setFrameHeight(host, message.height)
    eventListeners.forEach((listener) => listener(message))
  }

  function frameReady() {
    if (state.status !== 'loading') return
    clearTimeout(loadTimer)
    setTimeout(() => {
      if (state.status !== 'loading') return
      state.status = 'ready'
      settleReadiness?.resolve()
    }, timing.readyDelay)
  }

  /**
   * Tells the frame an RPC request is no longer awaited, so an approval screen it shows or queues for
   * it closes as rejected instead of staying in front of the next one. Its reply is not awaited.
   */
  function withdraw(id: string, type: FrameRequestType) {
    const target = iframe?.contentWindow
    if (type !== 'RPC_REQUEST' || !target) return
    const message: FrameRequestMessage<'CANCEL_RPC_REQUEST'> = {
      id: requestId(),
      type: 'request',
      request: 'CANCEL_RPC_REQUEST',
      params: { requestId: id },
    }
    target.postMessage(message, frameOrigin)
  }

  /** Rejects every pending request (and a wait for readiness) with `error`. */
  function abortPending(error: GatehouseError, filter: (type: FrameRequestType) => boolean = () => true) {
    for (const [id, request] of pending) {
      if (!filter(request.type)) continue
      pending.delete(id)
      withdraw(id, request.type)
      request.reject(error)
    }
  }

  function loadFailed() {
    const error = new GatehouseError('FrameLoadFailed', ErrorMessage.frameLoadFailed)
    options.alert.open('IFRAME_LOAD_FAILED')
    removeFrame('failed')
    settleReadiness?.reject(error)
    abortPending(error)
  }

  function removeFrame(status: EmbeddedWalletFrameStatus) {
    clearTimeout(loadTimer)
    globalThis.removeEventListener('message', onMessage)
    host?.remove()
    host = undefined
    iframe = undefined
    readiness = undefined
    state.status = status
  }

  /** Creates the hidden frame if there is none; resolves once it is ready (+500 ms). */
  function ready(): Promise<void> {
    if (readiness) return readiness
    readiness = new Promise<void>((resolve, reject) => {
      settleReadiness = { resolve, reject }
    })
    // A failed load is reported to whoever waits, never as an unhandled rejection.
    readiness.catch(() => undefined)
    state.status = 'loading'
    const element = frameElement(doc(), frameUrl.href)
    host = frameHost(doc())
    host.appendChild(element)
    globalThis.addEventListener('message', onMessage)
    iframe = element
    ;(options.parent?.() ?? doc().body).appendChild(host)
    loadTimer = setTimeout(loadFailed, timing.loadTimeout)
    return readiness
  }

  return {
    /** Where the frame stands (`absent` until the first call needing it). */
    state,
    /** The frame's origin: the only one whose messages are read. */
    frameOrigin,
    ready,

    /**
     * Sends a request once the frame is ready and resolves with its success reply. An error reply
     * rejects with the frame's message or 'An error occurred'; a login request unanswered for 30 s
     * raises IFRAME_REQUEST_TIMEOUT and rejects everything pending with 'iframe_request_timeout'.
     * `signal` withdraws the request: 'Request was aborted' for RPC, else 'Something went wrong'.
     */
    async request<T extends FrameRequestType>(
      type: T,
      params: FrameRequests[T]['params'],
      requestOptions: { signal?: AbortSignal; id?: string } = {},
    ): Promise<FrameRequests[T]['result']> {
      const { signal } = requestOptions
      const aborted = () =>
        new GatehouseError(
          'RequestAborted',
          type === 'RPC_REQUEST' ? ErrorMessage.requestAborted : ErrorMessage.somethingWentWrong,
        )
      if (signal?.aborted) throw aborted()
      await ready()
      if (signal?.aborted) throw aborted()
      const target = iframe?.contentWindow
      if (!target) throw new GatehouseError('FrameLoadFailed', ErrorMessage.frameIframeNotSet)
      const id = requestOptions.id ?? requestId()
      return new Promise<FrameRequests[T]['result']>((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined
        const onAbort = () => {
          pending.delete(id)
          cleanup()
          withdraw(id, type)
          reject(aborted())
        }
        const cleanup = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        }
        pending.set(id, {
          type,
          resolve: (result) => {
            pending.delete(id)
            cleanup()
            resolve(result as FrameRequests[T]['result'])
          },
          reject: (error) => {
            pending.delete(id)
            cleanup()
            reject(error)
          },
          cleanup,
        })
        signal?.addEventListener('abort', onAbort, { once: true })
        if (connectRequests.includes(type)) {
          timer = setTimeout(() => {
            options.alert.open('IFRAME_REQUEST_TIMEOUT')
            abortPending(new GatehouseError('FrameRequestTimeout', ErrorMessage.frameRequestTimeout))
          }, timing.requestTimeout)
        }
        const message: FrameRequestMessage<T> = { id, type: 'request', request: type, params }
        target.postMessage(message, frameOrigin)
      })
    },

    /** Runs `listener` on each event the frame sends (ready, approval-shown/-done, session-ended). */
    onEvent(listener: (event: FrameEventMessage) => void): () => void {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },

    /** Withdraws the pending requests `filter` picks (all by default) with `error`. */
    abortPending,

    /** How many requests wait for an answer. */
    pendingCount: () => pending.size,

    /**
     * Shows the frame (in the modal's body, where the ApproveTransaction view has its slot) or hides
     * it again; the frame stays loaded either way.
     */
    show(visible: boolean) {
      if (host) host.hidden = !visible
    },

    /** Removes the frame and rejects what is pending. */
    destroy() {
      abortPending(new GatehouseError('RequestAborted', ErrorMessage.somethingWentWrong))
      removeFrame('absent')
    },
  }
}

export type FrameClient = ReturnType<typeof createFrameClient>
