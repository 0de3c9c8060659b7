import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '@gatehouse/common'
import {
  createControllers,
  memoryStorageBackend,
  type AnyFeatureManifest,
  type Kit,
} from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { viewGatesOf } from '../views/viewGates'
import { mountModal } from './mountModal'

/** A feature whose code (and with it the messages that title its view) arrives when the test says. */
function slowFeature() {
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const messages = { titleSlow: () => 'Slow things' }
  const code = {
    messages: {
      name: 'feature-slow',
      source: messages,
      load: { es: async () => messages, ar: async () => messages },
    },
    SlowView: () => <p>slow view</p>,
  }
  const feature = {
    load: () => arrived.then(() => code),
    needs: [],
    views: { Slow: { title: (m: typeof messages) => m.titleSlow(), component: (loaded) => loaded.SlowView } },
  } satisfies AnyFeatureManifest
  return { feature, arrive }
}

const kits: { kit: Kit; unmount: () => void }[] = []
afterEach(() => {
  for (const { kit, unmount } of kits.splice(0)) {
    unmount()
    kit.destroy()
  }
})

/** The modal of a kit with these features, and what its header said at each change while its dialog was open. */
function modalWith(features: readonly AnyFeatureManifest[]) {
  const kit = createControllers(
    { networks: [mainnet], adapters: [scriptedAdapter([mainnet])], projectId: 'p1' },
    {
      storage: memoryStorageBackend(),
      fetch: async () => new Response('{}', { status: 404 }),
      isViewAvailable: viewGatesOf(features).isViewAvailable,
    },
  )
  const unmount = mountModal(kit, features)
  kits.push({ kit, unmount })
  const shadow = () => kit.modalHost.element().shadowRoot
  const title = () => shadow()?.querySelector('h2')
  const dialogOpen = () => shadow()?.querySelector('dialog')?.hasAttribute('open') === true
  const shownView = () => shadow()?.querySelector('.gh-modal__body')?.getAttribute('data-view')
  const headers: string[] = []
  const observer = new MutationObserver(() => {
    if (dialogOpen()) headers.push(title()?.textContent ?? '')
  })
  observer.observe(shadow() ?? document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  })
  return { kit, shadow, title, dialogOpen, shownView, headers }
}

describe("a feature view's header", () => {
  it('is never empty when a feature view is pushed: the view before stays until its title is there', async () => {
    const slow = slowFeature()
    const modal = modalWith([slow.feature])
    await modal.kit.open()
    await vi.waitFor(() => expect(modal.title()?.textContent).toBe('Connect Wallet'))
    // The visitor is on one of the Connect view's buttons.
    const button = await vi.waitFor(() => {
      const found = modal.shadow()?.querySelector<HTMLElement>('.gh-modal__body button')
      if (!found) throw new Error('no button yet')
      return found
    })
    button.focus()

    await modal.kit.router.push('Slow' as never)
    // The feature's code is on its way: the Connect view and its title stay.
    expect(modal.kit.router.state.view).toBe('Slow')
    expect(modal.shownView()).toBe('Connect')
    expect(modal.title()?.textContent).toBe('Connect Wallet')
    expect(modal.shadow()?.activeElement).toBe(button)

    await slow.arrive()
    await vi.waitFor(() => expect(modal.shownView()).toBe('Slow'))
    expect(modal.title()?.textContent).toBe('Slow things')
    await vi.waitFor(() => expect(modal.shadow()?.textContent).toContain('slow view'))
    // Focus left with the Connect view: it lands on the new view's title, which has its text.
    await vi.waitFor(() => expect(modal.shadow()?.activeElement).toBe(modal.title()))
    expect(modal.headers.length).toBeGreaterThan(0)
    expect(modal.headers.filter((header) => header === '')).toEqual([])
  })

  it('is never empty when the modal opens on a feature view: the dialog waits for the title', async () => {
    const slow = slowFeature()
    const modal = modalWith([slow.feature])
    await modal.kit.open({ view: 'Slow' as never })
    expect(modal.kit.modal.state.open).toBe(true)
    expect(modal.dialogOpen()).toBe(false)

    await slow.arrive()
    await vi.waitFor(() => expect(modal.dialogOpen()).toBe(true))
    expect(modal.title()?.textContent).toBe('Slow things')
    expect(modal.shownView()).toBe('Slow')
    expect(modal.headers.filter((header) => header === '')).toEqual([])
  })
})
