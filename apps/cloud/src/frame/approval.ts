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

/** The keys that activate a focused button. */
const activationKeys = new Set(['Enter', ' ', 'Spacebar'])

/**
 * Decides whether an activation of Approve is a press the visitor began on this screen. A key held
 * down (or a pointer pressed) before the screen appeared must not approve what it never showed: a
 * key counts only when this screen saw its first keydown (not an auto-repeat), a pointer click only
 * when this screen saw its press go down on the button. Create it as the screen appears.
 */
export function createPressGuard() {
  /** Activation keys whose press began on this screen and has not ended. */
  const freshKeys = new Set<string>()
  /** The last activation key press seen, or undefined: the click a key makes follows it. */
  let keyPress: 'fresh' | 'stale' | undefined
  let pointerDown = false
  return {
    /** A keydown anywhere in the document; false when its default action must be prevented. */
    keydown(event: { key: string; repeat: boolean }): boolean {
      if (!activationKeys.has(event.key)) return true
      if (!event.repeat) freshKeys.add(event.key)
      keyPress = freshKeys.has(event.key) ? 'fresh' : 'stale'
      return keyPress === 'fresh'
    },
    /** A keyup anywhere in the document (Space activates a button on keyup). */
    keyup(event: { key: string }): boolean {
      if (!activationKeys.has(event.key)) return true
      const fresh = freshKeys.delete(event.key)
      keyPress = fresh ? 'fresh' : 'stale'
      return fresh
    },
    /** A pointer went down on the button. */
    pointerdown() {
      pointerDown = true
    },
    /**
     * A click on the button: `detail` is 0 for a click a key made (then the key's press decides),
     * else the pointer's press must have gone down on this screen.
     */
    click(event: { detail: number }): boolean {
      if (event.detail === 0) {
        const fresh = keyPress === 'fresh'
        keyPress = undefined
        return fresh
      }
      const fresh = pointerDown
      pointerDown = false
      return fresh
    },
  }
}

/**
 * Shows the approval screen inside the frame and resolves with the visitor's decision: true for
 * Approve, false for Reject or Escape. The decision comes only from events in this document, which the
 * host page's script cannot reach; the host can only withdraw the request (`withdrawn`), which closes
 * the screen as a rejection.
 *
 * The screen is part of the kit's modal (the frame sits in the modal's body, below its header and its
 * close button): it is a labelled region, not a second dialog. Focus starts on the request's summary,
 * never on Approve, and Approve takes only a press that began on this screen (createPressGuard).
 */
export function askApproval(
  root: HTMLElement,
  request: ApprovalRequest,
  strings: FrameStrings,
  withdrawn?: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (withdrawn?.aborted) return resolve(false)
    const screen = element('section', 'approval')
    screen.setAttribute('aria-labelledby', 'approval-title')
    screen.setAttribute('aria-describedby', 'approval-dapp')
    const title = element('h1', 'approval-title', request.title)
    title.id = 'approval-title'
    // The summary takes the first focus: a screen reader reads what is asked, and Enter does nothing.
    title.tabIndex = -1
    screen.append(title)
    // Who asks: the name the host gives, always beside the origin the host cannot fake.
    const asker = element('p', 'approval-dapp')
    asker.id = 'approval-dapp'
    if (request.dappName) asker.append(element('strong', 'approval-dapp-name', request.dappName), ' ')
    asker.append(strings.asks)
    screen.append(asker)
    if (request.origin) screen.append(element('p', 'approval-origin', request.origin))
    const list = element('dl', 'approval-rows')
    for (const row of request.rows) {
      list.append(element('dt', 'approval-label', row.label), element('dd', 'approval-value', row.value))
    }
    screen.append(list)
    const actions = element('div', 'approval-actions')
    const reject = element('button', 'approval-reject', strings.reject)
    const approve = element('button', 'approval-approve', strings.approve)
    reject.type = 'button'
    approve.type = 'button'
    reject.dataset.testid = 'frame-reject'
    approve.dataset.testid = 'frame-approve'
    actions.append(reject, approve)
    screen.append(actions)

    const guard = createPressGuard()
    const decide = (approved: boolean) => {
      withdrawn?.removeEventListener('abort', onWithdrawn)
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('keyup', onKeyUp, true)
      screen.remove()
      resolve(approved)
    }
    const onWithdrawn = () => decide(false)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return decide(false)
      // A held key's repeats on Approve are swallowed before the button turns them into a click.
      if (!guard.keydown(event) && event.target === approve) event.preventDefault()
    }
    const onKeyUp = (event: KeyboardEvent) => {
      if (!guard.keyup(event) && event.target === approve) event.preventDefault()
    }
    approve.addEventListener('pointerdown', () => guard.pointerdown())
    approve.addEventListener('click', (event) => {
      // A click the page's script synthesised is not the visitor's, nor is a press begun elsewhere.
      if (!guard.click(event) || !event.isTrusted) return
      decide(true)
    })
    reject.addEventListener('click', () => decide(false))
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('keyup', onKeyUp, true)
    withdrawn?.addEventListener('abort', onWithdrawn, { once: true })
    root.replaceChildren(screen)
    title.focus({ preventScroll: true })
  })
}
