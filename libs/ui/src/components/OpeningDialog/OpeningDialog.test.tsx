import { readFileSync } from 'node:fs'
import { StrictMode, type ComponentProps } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '../Dialog/Dialog'
import { OpeningDialog } from './OpeningDialog'

afterEach(cleanup)

/** The dialog beside the page's Connect Wallet button, where focus returns to. */
const withButton = (ui: React.ReactNode) => (
  <>
    <button type="button">Connect Wallet</button>
    {ui}
  </>
)

function renderWithButton(ui: React.ReactNode) {
  const view = render(withButton(ui))
  screen.getByRole('button', { name: 'Connect Wallet' }).focus()
  return view
}

/** The frame as the page's button shows it: open, named Connect Wallet, with `props` on top. */
const frame = (props: Partial<ComponentProps<typeof OpeningDialog>> = {}) => (
  <OpeningDialog open title="Connect Wallet" closeLabel="Close" onRequestClose={() => {}} {...props} />
)

describe('OpeningDialog', () => {
  it('shows a dialog named by its title, with Close and the list outline, and asks to close on Close and Escape', () => {
    const onRequestClose = vi.fn()
    render(frame({ onRequestClose }))
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(dialog.querySelector('[aria-busy="true"]')?.children).toHaveLength(4)
    expect(dialog.querySelector('h2')?.id).toBe(dialog.getAttribute('aria-labelledby'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(onRequestClose).toHaveBeenCalledTimes(2)
  })

  it('is closed until open, and gives the modal a dismiss that closes it once and returns focus', () => {
    const onShown = vi.fn<(dismiss: () => boolean) => void>()
    const { rerender } = renderWithButton(frame({ open: false, onShown }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onShown).not.toHaveBeenCalled()

    rerender(withButton(frame({ onShown })))
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    const dismiss = onShown.mock.calls[0]?.[0]
    if (!dismiss) throw new Error('onShown was not called')
    expect(dismiss()).toBe(true)
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(document.activeElement?.textContent).toBe('Connect Wallet')
    expect(dismiss()).toBe(false)
  })
})

describe('OpeningDialog with the wallets found in this browser', () => {
  const wallets = [
    { key: 'walletConnect', name: 'WalletConnect', tag: 'QR code', hue: 298 },
    { key: 'io.test', name: 'Test Wallet', icon: 'data:image/png;base64,AAAA', tag: 'Installed', hue: 10 },
  ]

  it('lists them by name with their tags, focuses the first, and says which one the visitor pressed', () => {
    const onChoose = vi.fn()
    const list = { label: 'Wallets', wallets, pendingRows: 3, sections: [96, 100], onChoose }
    const { rerender } = render(withButton(frame({ list })))
    const listed = screen.getByRole('list', { name: 'Wallets' })
    const rows = screen.getAllByRole('button').filter((button) => listed.contains(button))
    expect(rows.map((row) => row.textContent)).toEqual(['WWalletConnectQR code', 'Test WalletInstalled'])
    expect(document.activeElement).toBe(rows[0])
    // The catalogue's rows and All Wallets are placeholders, hidden from assistive technology.
    expect(listed.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3)

    fireEvent.click(screen.getByRole('button', { name: /Test Wallet/ }))
    expect(onChoose).toHaveBeenCalledWith('io.test')
    rerender(withButton(frame({ list: { ...list, chosen: 'io.test' } })))
    expect(screen.getByRole('button', { name: /Test Wallet/ }).getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: /WalletConnect/ }).hasAttribute('aria-busy')).toBe(false)
  })

  it('shows the outline and focuses Close when no wallet was found', () => {
    render(
      frame({ list: { label: 'Wallets', wallets: [], pendingRows: 3, sections: [], onChoose: () => {} } }),
    )
    expect(screen.queryByRole('list')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })
})

describe('Dialog taking over from the opening frame', () => {
  it('calls takeOver as it shows and skips its entrance only when a frame was showing', () => {
    const takeOver = vi.fn(() => true)
    const { rerender } = render(
      <Dialog open labelledBy="t" onRequestClose={() => {}} takeOver={takeOver}>
        <h2 id="t">Connect Wallet</h2>
      </Dialog>,
    )
    expect(takeOver).toHaveBeenCalledOnce()
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.hasAttribute('data-instant')).toBe(true)

    rerender(
      <Dialog open={false} labelledBy="t" onRequestClose={() => {}} takeOver={() => false}>
        <h2 id="t">Connect Wallet</h2>
      </Dialog>,
    )
    rerender(
      <Dialog open labelledBy="t" onRequestClose={() => {}} takeOver={() => false}>
        <h2 id="t">Connect Wallet</h2>
      </Dialog>,
    )
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' }).hasAttribute('data-instant')).toBe(false)
  })

  it('skips its entrance under StrictMode too, whose second run of the effects finds the frame gone', () => {
    let frameShowing = true
    const takeOver = () => {
      const was = frameShowing
      frameShowing = false
      return was
    }
    render(
      <StrictMode>
        <Dialog open labelledBy="t" onRequestClose={() => {}} takeOver={takeOver}>
          <h2 id="t">Connect Wallet</h2>
        </Dialog>
      </StrictMode>,
    )
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' }).hasAttribute('data-instant')).toBe(true)
  })
})

describe("the frame's place", () => {
  it("is the modal's: both panels hang from the same height (dialog.css)", () => {
    const top = (file: string) =>
      readFileSync(new URL(file, import.meta.url), 'utf8').match(/--gh-modal-top: ([^;]+);/)?.[1]
    expect(top('./openingDialog.css')).toBe('clamp(24px, 10vh, 96px)')
    expect(top('../Dialog/dialog.css')).toBe(top('./openingDialog.css'))
  })
})

describe("the frame's colours", () => {
  it('are the palette of each mode (palette.css), so the modal takes its place without a change of colour', () => {
    const colours = (file: string) =>
      new Set(readFileSync(new URL(file, import.meta.url), 'utf8').match(/#[0-9a-f]{6}|rgba\([^)]*\)/g))
    const palette = colours('../../theme/palette.css')
    const frame = colours('./openingDialog.css')
    expect(frame.size).toBeGreaterThanOrEqual(10)
    for (const colour of frame) expect(palette).toContain(colour)
  })
})
