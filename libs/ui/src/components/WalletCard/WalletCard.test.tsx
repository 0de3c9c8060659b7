import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletCard } from './WalletCard'
import { walletCardTag } from './walletCardTag'

afterEach(cleanup)

describe('walletCardTag', () => {
  it('prefers Installed to Recent, and has none otherwise', () => {
    expect(walletCardTag({ installed: true, recent: true })).toBe('installed')
    expect(walletCardTag({ recent: true })).toBe('recent')
    expect(walletCardTag({})).toBeUndefined()
  })
})

describe('WalletCard', () => {
  it('is a button named by the full wallet name and its tag, described when asked', () => {
    const onClick = vi.fn()
    const name = 'A wallet with a remarkably long name'
    render(<WalletCard name={name} recent description="Opens a QR code" onClick={onClick} />)
    const button = screen.getByRole('button', { name: `${name}, Recent` })
    const describedBy = button.getAttribute('aria-describedby')
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Opens a QR code')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })
})
