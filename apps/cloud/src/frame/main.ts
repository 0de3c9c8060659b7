import type { FrameEventMessage, FrameReplyMessage, FrameRequestType } from '@gatehouse/common'
import { askApproval } from './approval'
import { callFrameApi, FrameApiError } from './frameApi'
import { restoreLogin } from './frameLogin'
import { frameHandlers, type FrameState } from './frameRequests'
import type { FrameChain } from './frameRpc'
import { frameStrings } from './frameStrings'
import { applyFrameTheme } from './frameTheme'
import { parseFrameRequest } from './parseFrameRequest'

// The host page that may talk to this frame: the `origin` of the frame URL, which the service checked
// against the project's allowed origins before serving this page (and put in its CSP frame-ancestors).
const expectedOrigin = new URLSearchParams(location.search).get('origin') ?? ''
const projectId = new URLSearchParams(location.search).get('projectId') ?? ''
const root = document.getElementById('frame-root') as HTMLElement
// The browser's language until the kit says the modal's (SYNC_DAPP_DATA, as soon as the frame is ready).
let language = frameStrings(navigator.language)
function showLanguage(): void {
  document.documentElement.lang = language.locale
  document.documentElement.dir = language.locale === 'ar' ? 'rtl' : 'ltr'
}
showLanguage()

let eventId = 0
const newId = () => `frame-${Date.now()}-${(eventId += 1)}`

/** Posts to the host page only, never to `*`. */
function post(message: FrameReplyMessage | FrameEventMessage): void {
  window.parent.postMessage(message, expectedOrigin)
}

async function start(): Promise<void> {
  if (window.parent === window || !expectedOrigin) return
  const [{ chains }, login] = await Promise.all([
    callFrameApi<{ chains: FrameChain[] }>('/v1/embedded/chains').catch(() => ({
      chains: [] as FrameChain[],
    })),
    restoreLogin(),
  ])
  const state: FrameState = { chains, login, chainId: chains[0]?.chainId }
  let approvals: Promise<unknown> = Promise.resolve()
  // The approvals shown or waiting, by request id, so the host can withdraw one it no longer awaits.
  const waiting = new Map<string, AbortController>()
  const handlers = frameHandlers({
    state,
    host: { origin: expectedOrigin, projectId },
    get strings() {
      return language.strings
    },
    setLanguage(tag) {
      language = frameStrings(tag)
      showLanguage()
    },
    approve(requestId, request) {
      const withdrawal = new AbortController()
      waiting.set(requestId, withdrawal)
      // One approval at a time: a second unsafe request waits for the visitor to decide the first.
      const decision = approvals.then(async () => {
        if (withdrawal.signal.aborted) return false
        post({ id: newId(), type: 'approval-shown', requestId })
        // The screen keeps the language it is drawn in (and that language's direction) when the kit
        // switches language while it is shown: English words never run right to left.
        root.lang = language.locale
        root.dir = language.locale === 'ar' ? 'rtl' : 'ltr'
        try {
          return await askApproval(
            root,
            { ...request, origin: expectedOrigin },
            language.strings,
            withdrawal.signal,
          )
        } finally {
          post({ id: newId(), type: 'approval-done', requestId })
        }
      })
      approvals = decision.catch(() => false)
      return decision.finally(() => waiting.delete(requestId))
    },
    withdraw(requestId) {
      const withdrawal = waiting.get(requestId)
      withdrawal?.abort()
      return withdrawal !== undefined
    },
    sessionEnded: () => post({ id: newId(), type: 'session-ended' }),
    setTheme: (mode, variables) => applyFrameTheme(document.documentElement, mode, variables),
    reload: () => location.reload(),
  })

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only the host page that embeds this frame, from its expected origin; anything else is ignored.
    if (event.source !== window.parent || event.origin !== expectedOrigin) return
    const request = parseFrameRequest(event.data)
    if (!request) return
    const handle = handlers[request.request] as (params: unknown, id: string) => Promise<unknown>
    handle(request.params, request.id).then(
      (result) => post({ id: request.id, type: 'success', result } as FrameReplyMessage<FrameRequestType>),
      (error: unknown) => {
        const code = (error as { code?: unknown }).code
        const reason = error instanceof FrameApiError ? error.code : undefined
        post({
          id: request.id,
          type: 'error',
          message: error instanceof Error && error.message ? error.message : 'An error occurred',
          ...(typeof code === 'number' ? { code } : {}),
          ...(reason ? { reason } : {}),
        })
      },
    )
  })
  post({ id: newId(), type: 'ready' })
  reportContentHeight()
}

/**
 * Tells the host how tall the frame's content is, so that the kit's modal gives the frame that height
 * (within its own limits) instead of a fixed box: once now and whenever the content's size changes.
 */
function reportContentHeight(): void {
  let last = -1
  const report = () => {
    const height = Math.ceil(root.getBoundingClientRect().height)
    if (height === last) return
    last = height
    post({ id: newId(), type: 'content-height', height })
  }
  new ResizeObserver(report).observe(root)
  report()
}

void start()
