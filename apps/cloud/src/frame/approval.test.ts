// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { askApproval, createPressGuard } from './approval'
import { frameStrings } from './frameStrings'

const { strings } = frameStrings('en')
const request = {
  title: 'Sign this message?',
  rows: [{ label: 'Data', value: 'hello' }],
  dappName: 'Demo shop',
  origin: 'https://shop.example',
}

function show(withdrawn?: AbortSignal) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const decision = askApproval(root, request, strings, withdrawn)
  const button = (name: string) =>
    Array.from(root.querySelectorAll('button')).find(
      (candidate) => candidate.textContent === name,
    ) as HTMLButtonElement
  return { root, decision, approve: button('Approve'), reject: button('Reject') }
}

afterEach(() => document.body.replaceChildren())

describe('the approval screen', () => {
  it('is a labelled region of the modal, not a second dialog', () => {
    const { root } = show()
    expect(root.querySelector('[role="dialog"], [aria-modal], dialog')).toBeNull()
    const screen = root.querySelector('section') as HTMLElement
    expect(screen.getAttribute('aria-labelledby')).toBe('approval-title')
    expect(document.getElementById('approval-title')?.textContent).toBe('Sign this message?')
  })

  it("names the app the host gave beside the page's origin", () => {
    const { root } = show()
    expect(root.querySelector('.approval-dapp')?.textContent).toBe('Demo shop asks you to approve')
    expect(root.querySelector('.approval-origin')?.textContent).toBe('https://shop.example')
  })

  it('shows the origin alone when the host gave no name', () => {
    const root = document.createElement('main')
    void askApproval(root, { ...request, dappName: undefined }, strings)
    expect(root.querySelector('.approval-dapp')?.textContent).toBe('asks you to approve')
    expect(root.querySelector('.approval-origin')?.textContent).toBe('https://shop.example')
  })

  it('focuses the request summary, never Approve', () => {
    const { approve } = show()
    expect(document.activeElement).toBe(document.getElementById('approval-title'))
    expect(document.activeElement).not.toBe(approve)
  })

  it("a click the page's script makes does not approve; Reject rejects", async () => {
    const { approve, reject, decision } = show()
    approve.dispatchEvent(new Event('pointerdown'))
    approve.click()
    reject.click()
    expect(await decision).toBe(false)
  })

  it('an Enter held down before the screen appeared is swallowed on Approve', async () => {
    const { approve, decision } = show()
    approve.focus()
    const repeat = new KeyboardEvent('keydown', {
      key: 'Enter',
      repeat: true,
      bubbles: true,
      cancelable: true,
    })
    approve.dispatchEvent(repeat)
    expect(repeat.defaultPrevented).toBe(true)
    const fresh = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    approve.dispatchEvent(fresh)
    expect(fresh.defaultPrevented).toBe(false)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await decision).toBe(false)
  })

  it('closes as rejected when the host withdraws the request', async () => {
    const withdrawal = new AbortController()
    const { root, decision } = show(withdrawal.signal)
    withdrawal.abort()
    expect(await decision).toBe(false)
    expect(root.querySelector('section')).toBeNull()
  })
})

describe('the press guard of Approve', () => {
  it('takes a key press that began on the screen (Enter clicks on keydown, Space on keyup)', () => {
    const guard = createPressGuard()
    expect(guard.keydown({ key: 'Enter', repeat: false })).toBe(true)
    expect(guard.click({ detail: 0 })).toBe(true)
    expect(guard.keyup({ key: 'Enter' })).toBe(true)
    expect(guard.keydown({ key: ' ', repeat: false })).toBe(true)
    expect(guard.keyup({ key: ' ' })).toBe(true)
    expect(guard.click({ detail: 0 })).toBe(true)
  })

  it('never takes a key held down before the screen appeared: its repeats and its release', () => {
    const guard = createPressGuard()
    expect(guard.keydown({ key: 'Enter', repeat: true })).toBe(false)
    expect(guard.click({ detail: 0 })).toBe(false)
    expect(guard.keydown({ key: 'Enter', repeat: true })).toBe(false)
    expect(guard.keyup({ key: 'Enter' })).toBe(false)
    expect(guard.keyup({ key: ' ' })).toBe(false)
    expect(guard.click({ detail: 0 })).toBe(false)
    // Released and pressed again on the screen: now it is the visitor's press.
    expect(guard.keydown({ key: 'Enter', repeat: false })).toBe(true)
    expect(guard.click({ detail: 0 })).toBe(true)
  })

  it('a keyboard click with no key press seen is not taken', () => {
    expect(createPressGuard().click({ detail: 0 })).toBe(false)
  })

  it('takes a pointer click only when its press went down on the screen, once', () => {
    const guard = createPressGuard()
    expect(guard.click({ detail: 1 })).toBe(false)
    guard.pointerdown()
    expect(guard.click({ detail: 1 })).toBe(true)
    expect(guard.click({ detail: 1 })).toBe(false)
  })

  it('other keys pass untouched', () => {
    const guard = createPressGuard()
    expect(guard.keydown({ key: 'Tab', repeat: true })).toBe(true)
    expect(guard.keyup({ key: 'a' })).toBe(true)
  })
})
