import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadedKitOf } from '../api/kitRegistry'
import { destroyTestKits, testKit } from '../testing/testKits'

afterEach(destroyTestKits)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** React renders a press's update in a microtask, before the browser's next frame. */
const rendered = () => new Promise<void>((resolve) => queueMicrotask(resolve))
const frameOf = (element: Element) => element.shadowRoot?.querySelector('dialog.gh-opening[open]') ?? null

/** `<appkit-button>` after the visitor's intent (focus): the kit and the frame's code are there. */
async function buttonAfterIntent() {
  const appkit = testKit()
  const element = document.createElement('appkit-button')
  document.body.append(element)
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull())
  const button = element.shadowRoot?.querySelector('button') as HTMLButtonElement
  button.focus()
  await vi.waitFor(() => expect(loadedKitOf(appkit)).toBeDefined())
  await import('./OpeningDialogView')
  await new Promise((resolve) => setTimeout(resolve))
  return { appkit, element, button }
}

describe("the modal's frame on a press of Connect Wallet", () => {
  it('shows at once, named Connect Wallet, and the modal takes its place', async () => {
    const { appkit, element, button } = await buttonAfterIntent()
    button.click()
    await rendered()
    const frame = frameOf(element)
    expect(frame?.querySelector('h2')?.textContent).toBe('Connect Wallet')
    expect(frame?.querySelector('button')?.getAttribute('aria-label')).toBe('Close')
    await vi.waitFor(() => expect(appkit.getState().open).toBe(true))
    await vi.waitFor(() => expect(frameOf(element)).toBeNull())
  })

  it('closed at once (Escape), takes the press back: the modal stays closed', async () => {
    const { appkit, element, button } = await buttonAfterIntent()
    button.click()
    await rendered()
    const frame = frameOf(element)
    frame?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await vi.waitFor(() => expect(frameOf(element)).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(appkit.getState().open).toBe(false)
  })
})
