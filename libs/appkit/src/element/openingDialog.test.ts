import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import type { AdapterContext, ChainAdapter } from '@gatehouse/controllers'
import { quietAdapter } from '@gatehouse/controllers/testing'
import { loadedKitOf } from '../api/kitRegistry'
import type { AppKit } from '../api/types'
import { destroyTestKits, testKit } from '../testing/testKits'

afterEach(destroyTestKits)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** Waits for a lazy chunk's work: generous, so that a machine busy with other work does not fail it. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000 })
/** React renders a press's update in a microtask, before the browser's next frame. */
const rendered = () => new Promise<void>((resolve) => queueMicrotask(resolve))
const frameOf = (element: Element) => element.shadowRoot?.querySelector('dialog.gh-opening[open]') ?? null

/** `<appkit-button>` after the visitor's intent (focus): the kit and the frame's code are there. */
async function buttonAfterIntent(appkit: AppKit = testKit()) {
  const element = document.createElement('appkit-button')
  document.body.append(element)
  await eventually(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull())
  const button = element.shadowRoot?.querySelector('button') as HTMLButtonElement
  button.focus()
  await eventually(() => expect(loadedKitOf(appkit)).toBeDefined())
  await import('./OpeningDialogView')
  await import('./openingSupport')
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
    await eventually(() => expect(appkit.getState().open).toBe(true))
    await eventually(() => expect(frameOf(element)).toBeNull())
  })

  it('closed at once (Escape), takes the press back: the modal stays closed', async () => {
    const { appkit, element, button } = await buttonAfterIntent()
    button.click()
    await rendered()
    const frame = frameOf(element)
    frame?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await eventually(() => expect(frameOf(element)).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(appkit.getState().open).toBe(false)
  })

  it("lists the browser's wallets as the Connect view will; a press there opens that wallet in the modal", async () => {
    // An installed wallet that announces itself (EIP-6963), and an adapter that says it lists such wallets.
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { name: 'Test Wallet', rdns: 'io.test', icon: 'data:image/png;base64,AA==' } },
        }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    let context: AdapterContext | undefined
    const adapter: ChainAdapter = {
      ...quietAdapter([mainnet, arbitrum]),
      setup: (value) => (context = value),
      syncConnectors: async () =>
        context?.events.connectorsChanged([
          {
            id: 'io.test',
            name: 'Test Wallet',
            type: 'ANNOUNCED',
            chain: 'eip155',
            info: { rdns: 'io.test' },
          },
        ]),
      connectListing: () => ({ announcedWallets: true, walletConnect: true }),
    }
    const { appkit, element, button } = await buttonAfterIntent(testKit({ adapters: [adapter] }))
    button.click()
    await rendered()
    const frame = frameOf(element)
    const rows = () => [...(frame?.querySelectorAll('[aria-label="Wallets"] button') ?? [])]
    await eventually(() =>
      expect(rows().map((row) => row.textContent)).toEqual(['WWalletConnectQR code', 'Test WalletInstalled']),
    )
    // The catalogue's rows and All Wallets are placeholders.
    expect(frame?.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(5)
    ;(rows()[1] as HTMLButtonElement).click()
    await eventually(() => expect(loadedKitOf(appkit)?.router.state.view).toBe('ConnectingExternal'))
    expect(loadedKitOf(appkit)?.router.state.data?.connector?.id).toBe('io.test')
    window.removeEventListener('eip6963:requestProvider', announce)
  })
})
