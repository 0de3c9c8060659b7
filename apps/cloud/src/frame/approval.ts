import type { FrameStrings } from './frameStrings'

/** What the visitor is asked to approve: a title and labelled lines (shown as text, never as HTML). */
export interface ApprovalRequest {
  title: string
  rows: readonly { label: string; value: string }[]
  dappName?: string
  /** The host page's origin, which the frame knows from its URL and the host cannot change. */
  origin?: string
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * Shows the approval screen inside the frame and resolves with the visitor's decision: true for
 * Approve, false for Reject or Escape. The decision comes only from events in this document, which the
 * host page's script cannot reach; the host can only withdraw the request (`withdrawn`), which closes
 * the screen as a rejection.
 */
export function askApproval(
  root: HTMLElement,
  request: ApprovalRequest,
  strings: FrameStrings,
  withdrawn?: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (withdrawn?.aborted) return resolve(false)
    const dialog = element('section', 'approval')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', 'approval-title')
    const title = element('h1', 'approval-title', request.title)
    title.id = 'approval-title'
    dialog.append(title)
    // Who asks: the name the host gives, always beside the origin the host cannot fake.
    const asker = [request.dappName, request.origin && `(${request.origin})`].filter(Boolean).join(' ')
    if (asker) dialog.append(element('p', 'approval-dapp', `${asker} ${strings.asks}`))
    const list = element('dl', 'approval-rows')
    for (const row of request.rows) {
      list.append(element('dt', 'approval-label', row.label), element('dd', 'approval-value', row.value))
    }
    dialog.append(list)
    const actions = element('div', 'approval-actions')
    const reject = element('button', 'approval-reject', strings.reject)
    const approve = element('button', 'approval-approve', strings.approve)
    reject.type = 'button'
    approve.type = 'button'
    reject.dataset.testid = 'frame-reject'
    approve.dataset.testid = 'frame-approve'
    actions.append(reject, approve)
    dialog.append(actions)

    const decide = (approved: boolean) => {
      withdrawn?.removeEventListener('abort', onWithdrawn)
      document.removeEventListener('keydown', onKey)
      dialog.remove()
      resolve(approved)
    }
    const onWithdrawn = () => decide(false)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') decide(false)
    }
    approve.addEventListener('click', (event) => {
      // A click the page's script synthesised is not the visitor's.
      if (event.isTrusted) decide(true)
    })
    reject.addEventListener('click', () => decide(false))
    document.addEventListener('keydown', onKey)
    withdrawn?.addEventListener('abort', onWithdrawn, { once: true })
    root.replaceChildren(dialog)
    approve.focus()
  })
}
